import { BadRequestException, HttpStatus, PayloadTooLargeException } from '@nestjs/common';
import { MulterError } from 'multer';
import { DomainError } from '../common/domain-error';
import { uploadError } from './upload.interceptor';

const asDomain = (err: unknown) => {
  expect(err).toBeInstanceOf(DomainError);
  return err as DomainError;
};

describe('uploadError', () => {
  it('answers a file over the limit with 413 and the limit of its kind', () => {
    const doc = asDomain(uploadError(new PayloadTooLargeException('File too large'), 'id_file', 'document'));
    expect([doc.status, doc.message, doc.errors]).toEqual([HttpStatus.PAYLOAD_TOO_LARGE, 'Max file size is 5mb', { id_file: 'Max file size is 5mb' }]);
    const avatar = asDomain(uploadError(new MulterError('LIMIT_FILE_SIZE', 'avatar'), 'avatar', 'avatar'));
    expect([avatar.status, avatar.message]).toEqual([HttpStatus.PAYLOAD_TOO_LARGE, 'Max file size is 2mb']);
  });

  it('answers other form problems with 400, naming the field', () => {
    expect(asDomain(uploadError(new BadRequestException('Unexpected file field - avatar'), 'id_file', 'document')).errors).toEqual({
      avatar: 'is not an accepted file field',
    });
    expect(asDomain(uploadError(new BadRequestException('Unexpected file field - id_file'), 'id_file', 'document')).errors).toEqual({
      id_file: 'Only one file may be sent',
    });
    expect(asDomain(uploadError(new MulterError('LIMIT_FILE_COUNT'), 'receipt', 'receipt')).status).toBe(400);
    expect(asDomain(uploadError(new BadRequestException('Field value too long - address'), 'avatar', 'avatar')).errors).toEqual({ address: 'is too long' });
    expect(asDomain(uploadError(new BadRequestException('Multipart: Unexpected end of form'), 'receipt', 'receipt')).status).toBe(400);
  });

  it('leaves an unrelated error alone', () => {
    const err = new Error('disk on fire');
    expect(uploadError(err, 'avatar', 'avatar')).toBe(err);
  });
});

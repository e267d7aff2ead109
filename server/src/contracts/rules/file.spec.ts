import { UPLOAD_LIMITS } from '../limits';
import { FILE_REQUIRED, fileProblem, fileTooLargeMessage } from './file';

describe('fileProblem', () => {
  it('asks for a file when none, or an empty one, was chosen', () => {
    for (const file of [null, undefined, { size: 0 }]) expect(fileProblem(file, UPLOAD_LIMITS.document)).toBe(FILE_REQUIRED);
    expect(FILE_REQUIRED).toBe('Please select file!');
  });

  it('refuses a file over the limit, in the words of the upload limit', () => {
    expect(fileProblem({ size: UPLOAD_LIMITS.document + 1 }, UPLOAD_LIMITS.document)).toBe('Max file size is 5mb');
    expect(fileProblem({ size: UPLOAD_LIMITS.document }, UPLOAD_LIMITS.document)).toBeNull();
    expect(fileTooLargeMessage(UPLOAD_LIMITS.avatar)).toBe('Max file size is 2mb');
  });
});

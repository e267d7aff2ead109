import { CallHandler, ExecutionContext, HttpException, HttpStatus, Injectable, mixin, NestInterceptor, Type } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { MulterError, memoryStorage } from 'multer';
import { Observable } from 'rxjs';
import { badRequest, DomainError } from '../common/domain-error';
import { UPLOAD_RULES, UploadKind } from './upload-kinds';

/** Text fields a multipart form of ours may carry, and how long each may be. */
const FIELD_LIMITS = { fields: 20, fieldSize: 16 * 1024, parts: 25, files: 1 };
const ONE_FILE = 'Only one file may be sent';

/**
 * One optional file in `field` (held in memory, at most the kind's size), then the handler.
 * Every failure of multer is answered here in the API's error shape: too large is 413 with the
 * kind's message, any other problem with the form is 400; none becomes a 500.
 */
export function UploadInterceptor(field: string, kind: UploadKind): Type<NestInterceptor> {
  const Multer = FileInterceptor(field, { storage: memoryStorage(), limits: { ...FIELD_LIMITS, fileSize: UPLOAD_RULES[kind].maxBytes } });

  @Injectable()
  class Upload implements NestInterceptor {
    private readonly multer = new Multer();

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        return await this.multer.intercept(context, next);
      } catch (err) {
        throw uploadError(err, field, kind);
      }
    }
  }
  return mixin(Upload);
}

/**
 * Nest turns multer's errors into HTTP exceptions ("File too large" as a 413, the rest as 400s
 * reading "<multer message> - <field>"); a MulterError may still arrive raw. Both end here.
 */
export function uploadError(err: unknown, field: string, kind: UploadKind): unknown {
  if (err instanceof DomainError) return err;
  const status = err instanceof HttpException ? err.getStatus() : undefined;
  const code = err instanceof MulterError ? err.code : undefined;
  if (code === 'LIMIT_FILE_SIZE' || status === HttpStatus.PAYLOAD_TOO_LARGE) {
    const message = UPLOAD_RULES[kind].tooLarge;
    return new DomainError('PAYLOAD_TOO_LARGE', message, { [field]: message });
  }
  if (!code && (status === undefined || status >= 500)) return err;

  const text = err instanceof Error ? err.message : '';
  const other = err instanceof MulterError ? err.field : /^Unexpected file field - (.+)$/.exec(text)?.[1];
  if (code === 'LIMIT_UNEXPECTED_FILE' || text.startsWith('Unexpected file field')) {
    return other && other !== field
      ? badRequest(`${other} is not an accepted file field`, { [other]: 'is not an accepted file field' })
      : badRequest(ONE_FILE, { [field]: ONE_FILE });
  }
  if (code === 'LIMIT_FILE_COUNT' || text.startsWith('Too many files')) return badRequest(ONE_FILE, { [field]: ONE_FILE });
  const longField = err instanceof MulterError && code === 'LIMIT_FIELD_VALUE' ? err.field : /^Field value too long - (.+)$/.exec(text)?.[1];
  if (longField) return badRequest(`${longField} is too long`, { [longField]: 'is too long' });
  return badRequest(`The form could not be read (${(err instanceof MulterError ? err.message : text) || 'malformed'})`);
}

import type { MultipartValue } from '@fastify/multipart';
import { CallHandler, ExecutionContext, Injectable, mixin, NestInterceptor, Type } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { finished } from 'node:stream/promises';
import { Observable } from 'rxjs';
import { badRequest, DomainError } from '../common/domain-error';
import { appendField, closeArrayGaps, decodeFormName, newFormBody } from './form-body';
import type { ReceivedFile } from './received-file';
import { UPLOAD_RULES, UploadKind } from './upload-kinds';

/** Text fields a multipart form of ours may carry, and how long each may be. */
const FIELD_LIMITS = { fields: 20, fieldSize: 16 * 1024, parts: 25, files: 1 };
const ONE_FILE = 'Only one file may be sent';
const END_OF_FORM = 'Multipart: Unexpected end of form';

/**
 * One optional file in `field` (held in memory, at most the kind's size), then the handler: the
 * text fields in `req.body`, the file in `req.file`, as multer left them for `@Body()` and
 * `@UploadedFile()`. Every failure is answered here in the API's error shape: too large is 413
 * with the kind's message, any other problem with the form is 400; none becomes a 500. A request
 * that is not multipart goes through untouched.
 */
export function UploadInterceptor(field: string, kind: UploadKind): Type<NestInterceptor> {
  const maxBytes = UPLOAD_RULES[kind].maxBytes;

  @Injectable()
  class Upload implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const req = context.switchToHttp().getRequest<FastifyRequest>();
      let file: ReceivedFile | undefined;
      if (req.isMultipart()) {
        try {
          const form = await readForm(req, field, maxBytes);
          req.body = form.body;
          file = form.file;
        } catch (err) {
          throw uploadError(err, field, kind);
        }
      }
      // @fastify/multipart's `file()` is on every request: @UploadedFile() reads req.file.
      Object.assign(req, { file });
      return next.handle();
    }
  }
  return mixin(Upload);
}

interface Form {
  body: Record<string, unknown>;
  file?: ReceivedFile;
}

/**
 * Reads the whole form: the text fields, and the one file of `field` into memory. Either way the
 * rest of the body is read and dropped before this settles, as multer did: no answer goes out while
 * the client is still sending, and no connection is left with unread data.
 */
async function readForm(req: FastifyRequest, field: string, maxBytes: number): Promise<Form> {
  // Fields and files are counted here, as they come: the plugin reports its counts after the parts that followed.
  const limits = { fieldSize: FIELD_LIMITS.fieldSize, parts: FIELD_LIMITS.parts, fileSize: maxBytes, fields: Infinity, files: Infinity };
  const counts = { field: 0, file: 0 };
  const body = newFormBody();
  let file: ReceivedFile | undefined;
  // Starts watching in the same tick as the parser (which `for await` starts at once): no data flows before the next.
  const closing = watchClosingDelimiter(req.raw, req.headers['content-type']);
  try {
    for await (const part of req.parts({ limits, isPartAFile })) {
      counts[part.type] += 1;
      if (counts.field > FIELD_LIMITS.fields) throw unreadable('Too many fields');
      if (counts.file > FIELD_LIMITS.files) throw badRequest(ONE_FILE, { [field]: ONE_FILE });
      if (!part.fieldname) throw unreadable('Field name missing'); // busboy 1 took name="" for none, too
      const name = decodeFormName(part.fieldname);
      if (part.type === 'field') {
        if (part.valueTruncated) throw badRequest(`${name} is too long`, { [name]: 'is too long' });
        appendField(body, name, textOf(part));
      } else if (!part.filename) {
        part.file.resume(); // what a form sends for "no file chosen": multer skipped it
      } else if (name !== field) {
        throw badRequest(`${name} is not an accepted file field`, { [name]: 'is not an accepted file field' });
      } else {
        const buffer = await part.toBuffer(); // throws once the file is over the limit, its part read to the end
        file = { fieldname: name, originalname: decodeFormName(part.filename), mimetype: part.mimetype, size: buffer.length, buffer };
      }
    }
    if (!closing.seen()) throw unreadable(END_OF_FORM);
  } finally {
    closing.stop();
    await discardRest(req.raw);
  }
  closeArrayGaps(body);
  return { body, file };
}

/** busboy 1 (multer's) took a part for a file when it was application/octet-stream or named one: `filename=""` names none. */
const isPartAFile = (_name: string | undefined, type: string | undefined, filename: string | undefined) => type === 'application/octet-stream' || Boolean(filename);

/** The plugin parses a text part sent as application/json; multer kept it as text. */
const textOf = (part: MultipartValue): string => (part.mimetype === 'application/json' ? JSON.stringify(part.value) : String(part.value));

/**
 * Whether the body reached the form's closing delimiter (`\r\n--<boundary>--`). The plugin ends the
 * parts quietly when a body stops short of it, where multer refused the form. Without a boundary of
 * its own reading, the parser's answer stands.
 */
function watchClosingDelimiter(raw: IncomingMessage, contentType = ''): { seen: () => boolean; stop: () => void } {
  const boundary = /;\s*boundary\s*=\s*(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!boundary) return { seen: () => true, stop: () => undefined };
  const closing = Buffer.from(`\r\n--${boundary[1] ?? boundary[2]}--`);
  let tail = Buffer.from('\r\n'); // busboy reads a body as if a CRLF came first
  let seen = false;
  const onData = (chunk: Buffer) => {
    if (seen) return;
    const window = Buffer.concat([tail, chunk]);
    seen = window.includes(closing);
    tail = window.subarray(Math.max(0, window.length - closing.length + 1));
  };
  raw.on('data', onData);
  return { seen: () => seen, stop: () => raw.off('data', onData) };
}

/** The rest of the body, read and dropped; done once it has all arrived, or the client has gone. */
async function discardRest(raw: IncomingMessage): Promise<void> {
  raw.unpipe();
  raw.resume();
  await finished(raw).catch(() => undefined);
}

const unreadable = (reason: string) => badRequest(`The form could not be read (${reason})`);

/**
 * The answer to an error of @fastify/multipart or busboy, in multer's words: a file over the limit
 * is 413 with the kind's message; too many parts, or a body busboy cannot read, are 400s. The
 * refusals readForm makes itself are DomainErrors already.
 */
export function uploadError(err: unknown, field: string, kind: UploadKind): unknown {
  if (err instanceof DomainError || !(err instanceof Error)) return err;
  switch ((err as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE': {
      const message = UPLOAD_RULES[kind].tooLarge;
      return new DomainError('PAYLOAD_TOO_LARGE', message, { [field]: message });
    }
    case 'FST_PARTS_LIMIT':
      return unreadable('Too many parts');
  }
  const status = (err as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 500) return err;
  return unreadable(/terminated early|unexpected end/i.test(err.message) ? END_OF_FORM : err.message || 'malformed');
}

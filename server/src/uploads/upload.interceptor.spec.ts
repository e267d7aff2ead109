import fastifyMultipart from '@fastify/multipart';
import { CallHandler, ExecutionContext, HttpStatus } from '@nestjs/common';
import Fastify, { FastifyInstance, FastifyRequest } from 'fastify';
import type { AddressInfo } from 'node:net';
import { lastValueFrom, of } from 'rxjs';
import { DomainError } from '../common/domain-error';
import type { ReceivedFile } from './received-file';
import { UploadKind } from './upload-kinds';
import { UploadInterceptor, uploadError } from './upload.interceptor';

const BOUNDARY = 'spec-boundary';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

interface Part {
  name?: string;
  filename?: string;
  type?: string;
  data: string | Buffer;
  /** Instead of form-data with the name and filename. */
  disposition?: string;
}

/** A multipart body by hand: closed (`--boundary--`) unless told otherwise. */
function form(parts: Part[], close = true): Buffer {
  const encoded = parts.map((p) => {
    const disposition = p.disposition ?? ['form-data', p.name !== undefined && `name="${p.name}"`, p.filename !== undefined && `filename="${p.filename}"`].filter(Boolean).join('; ');
    const headers = [`Content-Disposition: ${disposition}`, p.type && `Content-Type: ${p.type}`].filter(Boolean).join('\r\n');
    return Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`), Buffer.from(p.data), Buffer.from('\r\n')]);
  });
  return Buffer.concat([...encoded, Buffer.from(close ? `--${BOUNDARY}--\r\n` : '')]);
}

const png = (size: number, name = 'a.png'): Part => ({ name: 'avatar', filename: name, type: 'image/png', data: Buffer.alloc(size, 1) });

interface Answer {
  status: number;
  body: {
    message?: string;
    errors?: Record<string, string>;
    body?: Record<string, unknown>;
    bodyHasPrototype?: boolean;
    file?: Omit<ReceivedFile, 'buffer'> & { bytes: number };
  };
}

describe('UploadInterceptor', () => {
  let app: FastifyInstance;
  let url: string;

  /** A route that runs the interceptor as Nest would, then answers what @Body() and @UploadedFile() would get. */
  beforeAll(async () => {
    app = Fastify();
    await app.register(fastifyMultipart); // as bootstrap registers it
    app.post<{ Params: { kind: UploadKind } }>('/:kind', async (req, reply) => {
      const context = { switchToHttp: () => ({ getRequest: () => req }) } as ExecutionContext;
      const handler: CallHandler = { handle: () => of(null) };
      try {
        await lastValueFrom(await new (UploadInterceptor('avatar', req.params.kind))().intercept(context, handler));
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        return reply.code(err.status).send({ message: err.message, errors: err.errors });
      }
      const file = (req as FastifyRequest & { file?: ReceivedFile }).file;
      return {
        body: req.body,
        bodyHasPrototype: Object.getPrototypeOf(req.body) !== null,
        file: file && { fieldname: file.fieldname, originalname: file.originalname, mimetype: file.mimetype, size: file.size, bytes: file.buffer.length },
      };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  const post = async (body: Buffer | string, contentType = MULTIPART, kind: UploadKind = 'avatar'): Promise<Answer> => {
    const res = await fetch(`${url}/${kind}`, { method: 'POST', headers: { 'content-type': contentType }, body });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  };
  const refusal = async (body: Buffer | string, contentType?: string) => {
    const res = await post(body, contentType);
    return [res.status, res.body.message, res.body.errors];
  };

  it('gives the text fields to @Body() and the file to @UploadedFile(), as multer did', async () => {
    const res = await post(
      form([{ name: 'city', data: 'Oslo' }, { name: 'tag', data: 'a' }, { name: 'tag', data: 'b' }, { name: 'a[b]', data: 'c' }, { name: 'n', type: 'application/json', data: '"x"' }, png(3, 'me.png')]),
    );
    expect(res.status).toBe(200);
    expect(res.body.body).toEqual({ city: 'Oslo', tag: ['a', 'b'], a: { b: 'c' }, n: '"x"' });
    expect(res.body.bodyHasPrototype).toBe(false);
    expect(res.body.file).toEqual({ fieldname: 'avatar', originalname: 'me.png', mimetype: 'image/png', size: 3, bytes: 3 });
  });

  it('skips the empty part a form sends for "no file chosen"', async () => {
    const res = await post(form([{ name: 'city', data: 'Oslo' }, { name: 'avatar', filename: '', type: 'application/octet-stream', data: '' }]));
    expect([res.status, res.body.body, res.body.file]).toEqual([200, { city: 'Oslo' }, undefined]);
  });

  it('lets a request that is not multipart through untouched', async () => {
    const res = await post(JSON.stringify({ city: 'Oslo' }), 'application/json');
    expect([res.status, res.body.body, res.body.bodyHasPrototype, res.body.file]).toEqual([200, { city: 'Oslo' }, true, undefined]);
  });

  it('answers a file over the limit with 413 and the limit of its kind; exactly the limit is accepted', async () => {
    expect(await refusal(form([png(2_097_153)]))).toEqual([HttpStatus.PAYLOAD_TOO_LARGE, 'Max file size is 2mb', { avatar: 'Max file size is 2mb' }]);
    expect((await post(form([png(2_097_152)]))).body.file?.size).toBe(2_097_152);
    // Another kind, another limit (and the request is read to its end before the answer).
    const doc = await post(form([png(5_242_881)]), MULTIPART, 'document');
    expect([doc.status, doc.body.errors]).toEqual([413, { avatar: 'Max file size is 5mb' }]);
  });

  it('answers a second file, or a file in another field, with 400 naming the field', async () => {
    expect(await refusal(form([png(3), png(3)]))).toEqual([400, 'Only one file may be sent', { avatar: 'Only one file may be sent' }]);
    // Refused at the second file, whatever follows it (the plugin's own count would answer only after what follows).
    const tooLong = { name: 'address', data: 'x'.repeat(20_000) };
    expect((await post(form([png(3), { ...png(3), name: 'other' }, tooLong]))).body.errors).toEqual({ avatar: 'Only one file may be sent' });
    expect(await refusal(form([{ ...png(3), name: 'id_file' }]))).toEqual([400, 'id_file is not an accepted file field', { id_file: 'is not an accepted file field' }]);
  });

  it('answers a text field over 16 KiB with 400 naming it; exactly 16 KiB is accepted', async () => {
    expect(await refusal(form([{ name: 'address', data: 'x'.repeat(16 * 1024 + 1) }]))).toEqual([400, 'address is too long', { address: 'is too long' }]);
    expect((await post(form([{ name: 'address', data: 'x'.repeat(16 * 1024) }]))).status).toBe(200);
  });

  it('answers too many fields or parts, and a form it cannot read, with 400', async () => {
    const fields = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `f${i}`, data: 'x' }));
    expect((await post(form(fields(20)))).status).toBe(200);
    expect(await refusal(form(fields(21)))).toEqual([400, 'The form could not be read (Too many fields)', undefined]);
    const skipped = { disposition: 'attachment', data: 'x' }; // not form-data: skipped, but a part all the same
    expect((await post(form([...fields(20), png(3), ...Array.from({ length: 4 }, () => skipped)]))).status).toBe(200);
    expect(await refusal(form([...fields(20), png(3), ...Array.from({ length: 5 }, () => skipped)]))).toEqual([
      400,
      'The form could not be read (Too many parts)',
      undefined,
    ]);
    expect(await refusal(form([{ data: 'x' }]))).toEqual([400, 'The form could not be read (Field name missing)', undefined]);
    expect(await refusal(form([{ name: '', data: 'x' }]))).toEqual([400, 'The form could not be read (Field name missing)', undefined]);
    expect(await refusal('--x', 'multipart/form-data')).toEqual([400, 'The form could not be read (Multipart: Boundary not found)', undefined]);
  });

  it('refuses a form that stops short, whether between parts or inside the file', async () => {
    const unclosed = form([{ name: 'city', data: 'Oslo' }], false);
    expect(await refusal(unclosed)).toEqual([400, 'The form could not be read (Multipart: Unexpected end of form)', undefined]);
    const whole = form([{ name: 'city', data: 'Oslo' }, png(1000)]);
    expect(await refusal(whole.subarray(0, whole.length - 500))).toEqual([400, 'The form could not be read (Multipart: Unexpected end of form)', undefined]);
    expect(await refusal('')).toEqual([400, 'The form could not be read (Multipart: Unexpected end of form)', undefined]);
  });
});

describe('uploadError', () => {
  const coded = (code: string, statusCode: number) => Object.assign(new Error(code), { code, statusCode });

  it("maps @fastify/multipart's errors to multer's answers", () => {
    const big = uploadError(coded('FST_REQ_FILE_TOO_LARGE', 413), 'id_file', 'document') as DomainError;
    expect([big.status, big.message, big.errors]).toEqual([413, 'Max file size is 5mb', { id_file: 'Max file size is 5mb' }]);
    expect((uploadError(coded('FST_PARTS_LIMIT', 413), 'receipt', 'receipt') as DomainError).status).toBe(400);
    expect((uploadError(new Error('Part terminated early due to unexpected end of multipart data'), 'avatar', 'avatar') as DomainError).message).toBe(
      'The form could not be read (Multipart: Unexpected end of form)',
    );
  });

  it('leaves a server error alone', () => {
    const err = coded('FST_FILE_BUFFER_NOT_FOUND', 500);
    expect(uploadError(err, 'avatar', 'avatar')).toBe(err);
  });
});

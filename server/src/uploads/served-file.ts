import { StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { ReadUpload } from './uploads.service';

/** A stored file may render, never run: no sniffing, no scripts, no requests, a sandboxed origin. */
export const STORED_FILE_CSP = "default-src 'none'; sandbox";

/**
 * The answer for a stored upload: images inline (an <img> shows them), PDFs as attachments (a
 * viewer in the site's origin is no place for a document someone uploaded), with headers that
 * keep either from running anything. `cacheControl` is the route's.
 */
export function servedFile(reply: FastifyReply, file: ReadUpload, name: string, cacheControl: string): StreamableFile {
  reply.header('Cache-Control', cacheControl);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Content-Security-Policy', STORED_FILE_CSP);
  const disposition = file.mimeType.startsWith('image/') ? 'inline' : 'attachment';
  return new StreamableFile(file.buffer, { type: file.mimeType, length: file.buffer.length, disposition: `${disposition}; filename="${name}"` });
}

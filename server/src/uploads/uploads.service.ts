import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { badRequest } from '../common/domain-error';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DetectedType, detectType, EXTENSIONS, MIME_TYPES } from './file-type';
import { ImageRefused, MAX_IMAGE_PIXELS, reencodeImage } from './image-reencode';
import { pdfRefusal, type PdfRefusal } from './pdf-active-content';
import { Semaphore } from './semaphore';
import { UPLOAD_RULES, UploadKind } from './upload-kinds';

export interface StoredUpload {
  /** Relative to UPLOAD_DIR, e.g. documents/3f0c...e1.pdf: what the database keeps. */
  path: string;
  /** The file name alone. */
  name: string;
  mimeType: string;
  size: number;
}

export interface ReadUpload {
  buffer: Buffer;
  mimeType: string;
}

export const IMAGE_UNREADABLE = 'Image could not be read';
export const IMAGE_TOO_MANY_PIXELS = `Image must be at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`;
const PDF_REFUSALS: Record<PdfRefusal, string> = {
  active: 'PDF must not contain scripts, automatic actions or embedded files',
  unreadable: 'PDF could not be checked: save it again without encryption',
  tooLarge: 'PDF could not be checked: it is too large once uncompressed',
};

/** Files on disk under UPLOAD_DIR, one folder per kind, named at random, typed by content. */
@Injectable()
export class UploadsService {
  private readonly logger = new Logger(UploadsService.name);
  private readonly root: string;
  /** A 40-megapixel image takes about 160 MB decoded and a libuv thread while it is: a few at a time per process. */
  private readonly imageDecoding: Semaphore;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = resolve(config.uploadDir);
    this.imageDecoding = new Semaphore(config.imageDecodeConcurrency);
  }

  /** Refuses (400, on `field`) a file whose content is not a type this kind accepts. */
  check(kind: UploadKind, buffer: Buffer, field: string): DetectedType {
    const rule = UPLOAD_RULES[kind];
    const type = detectType(buffer);
    if (!type || !rule.accepted.includes(type)) throw badRequest(rule.wrongType, { [field]: rule.wrongType });
    return type;
  }

  /**
   * What is kept of an accepted file: an image re-encoded in its own format (EXIF and appended
   * bytes dropped, decompression bombs refused); a PDF as sent, once it is shown to run nothing.
   */
  async sanitise(type: DetectedType, buffer: Buffer, field: string): Promise<Buffer> {
    if (type === 'pdf') {
      const refusal = pdfRefusal(buffer);
      if (refusal) throw badRequest(PDF_REFUSALS[refusal], { [field]: PDF_REFUSALS[refusal] });
      return buffer;
    }
    try {
      return await this.imageDecoding.run(() => reencodeImage(buffer, type));
    } catch (err) {
      if (!(err instanceof ImageRefused)) throw err;
      const message = err.message === 'tooManyPixels' ? IMAGE_TOO_MANY_PIXELS : IMAGE_UNREADABLE;
      throw badRequest(message, { [field]: message });
    }
  }

  async store(kind: UploadKind, upload: Buffer, field: string): Promise<StoredUpload> {
    const type = this.check(kind, upload, field);
    const buffer = await this.sanitise(type, upload, field);
    const [mimeType, ext] = [MIME_TYPES[type], EXTENSIONS[type]];
    const folder = UPLOAD_RULES[kind].folder;
    const name = `${randomUUID()}.${ext}`;
    await mkdir(join(this.root, folder), { recursive: true, mode: 0o750 });
    await writeFile(join(this.root, folder, name), buffer, { flag: 'wx', mode: 0o640 });
    return { path: `${folder}/${name}`, name, mimeType, size: buffer.length };
  }

  /** A stored file by its relative path; null when absent or when the path leads outside UPLOAD_DIR. */
  async read(relativePath: string): Promise<ReadUpload | null> {
    const full = this.resolveInside(relativePath);
    if (!full) return null;
    let buffer: Buffer;
    try {
      buffer = await readFile(full);
    } catch (err) {
      if (['ENOENT', 'EISDIR', 'ENOTDIR'].includes((err as NodeJS.ErrnoException).code ?? '')) return null;
      throw err;
    }
    const type = detectType(buffer);
    return { buffer, mimeType: type ? MIME_TYPES[type] : 'application/octet-stream' };
  }

  /** Best effort: a file left behind is harmless, a failed request because of it is not. */
  async remove(relativePath: string | null | undefined): Promise<void> {
    const full = relativePath ? this.resolveInside(relativePath) : null;
    if (!full) return;
    await rm(full, { force: true }).catch((err: unknown) => this.logger.warn({ err, path: relativePath }, 'Could not remove an upload'));
  }

  private resolveInside(relativePath: string): string | null {
    if (!relativePath || relativePath.includes('\0')) return null;
    const full = resolve(this.root, relativePath);
    return full.startsWith(this.root + sep) ? full : null;
  }
}

/**
 * The few file types the platform accepts, recognised by their leading bytes (never by name or by
 * the client's Content-Type). A small check of our own: file-type is ESM-only and Nest's
 * FileTypeValidator fails silently under jest (see STACK.md).
 */
export type DetectedType = 'png' | 'jpeg' | 'webp' | 'pdf';

export const MIME_TYPES: Record<DetectedType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

export const EXTENSIONS: Record<DetectedType, string> = { png: 'png', jpeg: 'jpg', webp: 'webp', pdf: 'pdf' };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46]; // "RIFF"
const WEBP = [0x57, 0x45, 0x42, 0x50]; // "WEBP" at offset 8
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

const startsWith = (buf: Uint8Array, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);

export function detectType(buf: Uint8Array): DetectedType | null {
  if (startsWith(buf, PNG)) return 'png';
  if (startsWith(buf, JPEG)) return 'jpeg';
  if (startsWith(buf, RIFF) && startsWith(buf, WEBP, 8)) return 'webp';
  if (startsWith(buf, PDF)) return 'pdf';
  return null;
}

import { deflateSync } from 'node:zlib';

/*
 * Real 2 x 2 images (uploads are decoded and re-encoded), padded to `size` with bytes after the
 * image's end: what a decoder ignores and the server drops. Text and fake signatures stay fakes.
 */
const PNG_2X2 = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4wcV1gouLAUIBABsWA3F0RrYQAAAAAElFTkSuQmCC';
const JPEG_2X2 =
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCXADS2v//Z';
const WEBP_2X2 = 'UklGRjwAAABXRUJQVlA4IDAAAADQAQCdASoCAAIAAUAmJaACdLoB+AADsAD+9hNf/izkYjs83/4E78Cd+BO/8AAAAAA=';

/** `head` then filler bytes up to `size`. */
function padded(head: Uint8Array, size: number): Uint8Array {
  const out = new Uint8Array(Math.max(size, head.length));
  out.set(head);
  for (let i = head.length; i < out.length; i++) out[i] = i % 251;
  return out;
}

export const pngBytes = (size = 256) => padded(Buffer.from(PNG_2X2, 'base64'), size);
export const jpegBytes = (size = 256) => padded(Buffer.from(JPEG_2X2, 'base64'), size);
export const webpBytes = (size = 256) => padded(Buffer.from(WEBP_2X2, 'base64'), size);
export const pdfBytes = (size = 256) => padded(Buffer.from(cleanPdf()), size);
export const textBytes = (text = 'this is not an image, only text pretending to be one\n') => new Uint8Array(Buffer.from(text));

/** A real image followed by whatever a polyglot carries after its end (HTML, a script). */
export const withTrailer = (image: Uint8Array, trailer = '<html><script>alert(document.cookie)</script></html>') =>
  new Uint8Array(Buffer.concat([image, Buffer.from(trailer)]));

/** A PDF of the given objects (bodies after "N 0 obj"), catalog first, with a cross-reference table. */
export function pdf(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0].length;
  objects.forEach((body, i) => {
    const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'), Buffer.from('\nendobj\n')]);
    offsets.push(length);
    parts.push(obj);
    length += obj.length;
  });
  const xref = ['xref', `0 ${objects.length + 1}`, '0000000000 65535 f ', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `)].join('\n');
  parts.push(Buffer.from(`${xref}\ntrailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return Buffer.concat(parts);
}

const PAGES = ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>'];

/** One blank page: displays, runs nothing. */
export const cleanPdf = () => pdf(['<< /Type /Catalog /Pages 2 0 R >>', ...PAGES]);

/** Runs a script as soon as it opens. */
export const pdfWithOpenActionScript = () =>
  pdf(['<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>', ...PAGES, '<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>']);

/** The same, with the action dictionary compressed inside an object stream and its names #-escaped. */
export function pdfWithScriptInObjectStream(): Buffer {
  const inner = '5 0 << /Type /Action /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>';
  const data = deflateSync(Buffer.from(inner));
  const stream = Buffer.concat([
    Buffer.from(`<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from('\nendstream'),
  ]);
  return pdf(['<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R >>', ...PAGES, stream]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => (bytes.reduce((c, b) => CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;

/** The 2 x 2 PNG with a header claiming `width` x `height`: a decompression bomb's announcement, in 100 bytes. */
export function pngClaiming(width: number, height: number): Uint8Array {
  const png = Buffer.from(PNG_2X2, 'base64');
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return new Uint8Array(png);
}

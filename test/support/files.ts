/** Small files whose leading bytes say what they are (magic bytes, then padding to `size`). */
function file(head: number[] | string, size: number): Uint8Array {
  const bytes = typeof head === 'string' ? Buffer.from(head, 'latin1') : Buffer.from(head);
  const out = new Uint8Array(Math.max(size, bytes.length));
  out.set(bytes);
  for (let i = bytes.length; i < out.length; i++) out[i] = i % 251;
  return out;
}

export const pngBytes = (size = 256) => file([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], size);
export const jpegBytes = (size = 256) => file([0xff, 0xd8, 0xff, 0xe0], size);
export const webpBytes = (size = 256) => file([...Buffer.from('RIFF'), 0x24, 0x00, 0x00, 0x00, ...Buffer.from('WEBPVP8 ')], size);
export const pdfBytes = (size = 256) => file('%PDF-1.7\n', size);
export const textBytes = (text = 'this is not an image, only text pretending to be one\n') => new Uint8Array(Buffer.from(text));

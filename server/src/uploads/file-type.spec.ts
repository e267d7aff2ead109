import { jpegBytes, pdfBytes, pngBytes, textBytes, webpBytes } from '../../../test/support/files';
import { detectType } from './file-type';

describe('detectType', () => {
  it('recognises PNG, JPEG, WebP and PDF by their leading bytes', () => {
    expect(detectType(pngBytes())).toBe('png');
    expect(detectType(jpegBytes())).toBe('jpeg');
    expect(detectType(webpBytes())).toBe('webp');
    expect(detectType(pdfBytes())).toBe('pdf');
  });

  it('refuses text, an empty file, a truncated signature and a RIFF that is not WebP', () => {
    expect(detectType(textBytes())).toBeNull();
    expect(detectType(new Uint8Array())).toBeNull();
    expect(detectType(pngBytes().slice(0, 7))).toBeNull();
    expect(detectType(Buffer.from('RIFF\x24\0\0\0WAVEfmt ', 'latin1'))).toBeNull();
    expect(detectType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectType(Buffer.from(' %PDF-1.7'))).toBeNull();
  });
});

import sharp from 'sharp';
import { jpegBytes, pngBytes, pngClaiming, webpBytes, withTrailer } from '../../../test/support/files';
import { detectType } from './file-type';
import { ImageRefused, MAX_IMAGE_PIXELS, reencodeImage } from './image-reencode';

describe('reencodeImage', () => {
  it('keeps the format and the picture, and drops what follows the image', async () => {
    for (const [bytes, type] of [
      [pngBytes(), 'png'],
      [jpegBytes(), 'jpeg'],
      [webpBytes(), 'webp'],
    ] as const) {
      const out = await reencodeImage(Buffer.from(withTrailer(bytes)), type);
      expect(detectType(out)).toBe(type);
      expect(out.includes('<script>')).toBe(false);
      expect(await sharp(out).metadata()).toMatchObject({ width: 2, height: 2, format: type });
    }
  });

  it('drops EXIF and turns the picture as its EXIF orientation said', async () => {
    const tall = await sharp({ create: { width: 4, height: 8, channels: 3, background: 'blue' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'GPS 59.91N 10.75E' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(tall.includes('GPS 59.91N')).toBe(true);
    const out = await reencodeImage(tall, 'jpeg');
    expect(out.includes('GPS 59.91N')).toBe(false);
    const meta = await sharp(out).metadata();
    expect([meta.exif, meta.width, meta.height]).toEqual([undefined, 8, 4]);
  });

  it('refuses a decompression bomb and a file that only starts like an image', async () => {
    const bomb = Buffer.from(pngClaiming(50_000, 50_000));
    expect(50_000 * 50_000).toBeGreaterThan(MAX_IMAGE_PIXELS);
    await expect(reencodeImage(bomb, 'png')).rejects.toEqual(new ImageRefused('tooManyPixels'));
    await expect(reencodeImage(Buffer.from(pngBytes(8)).subarray(0, 8), 'png')).rejects.toEqual(new ImageRefused('unreadable'));
  });
});

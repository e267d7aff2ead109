import sharp from 'sharp';
import type { DetectedType } from './file-type';

export type ImageType = Exclude<DetectedType, 'pdf'>;

// Each image is decoded once, so libvips' operation cache only holds memory; and one libvips thread
// per image, so the images decoded at once (IMAGE_DECODE_CONCURRENCY) bound the CPU they take too.
sharp.cache(false);
sharp.concurrency(1);

/**
 * The most pixels an uploaded image may decode to: a 5 MB file can claim 50,000 x 50,000 pixels
 * (a decompression bomb); 40 megapixels covers any phone photo of a document.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

export class ImageRefused extends Error {}

/**
 * The image decoded and written again in its own format: what a browser renders, without EXIF
 * (location, camera), comments, or anything appended after the image's end (HTML, scripts). The
 * EXIF orientation is applied first so the picture still stands the right way up.
 */
export async function reencodeImage(buffer: Buffer, type: ImageType): Promise<Buffer> {
  let image: ReturnType<typeof sharp>;
  try {
    image = sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', animated: false }).rotate();
    image = type === 'png' ? image.png() : type === 'jpeg' ? image.jpeg({ quality: 90, mozjpeg: true }) : image.webp({ quality: 90 });
    return await image.toBuffer();
  } catch (err) {
    const message = err instanceof Error ? err.message : '';
    throw new ImageRefused(/pixel limit/i.test(message) ? 'tooManyPixels' : 'unreadable');
  }
}

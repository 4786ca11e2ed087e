import type Sharp from 'sharp';
import type { ImageKind } from './file-sniff';
import { IMAGE_MAX_PIXELS } from './image-limits';

export interface ImageTarget {
  /** The frame the image is cropped to (centred) and, at most, scaled to. */
  width: number;
  height: number;
  /** WebP quality, 0-100. */
  quality: number;
}

export interface ProcessedImage {
  bytes: Uint8Array;
  width: number;
  height: number;
}

/** A decode that has not finished by then is abandoned by libvips. */
const JOB_TIMEOUT_SECONDS = 30;

let sharpLoaded: Promise<typeof Sharp> | undefined;
/**
 * sharp and libvips (about 20 MB resident) load with the first image, not with every
 * process (decision 087). libvips keeps no cache of decoded images between jobs (each
 * upload is seen once) and works on one thread per image: memory stays that of one image
 * being streamed (decision 036).
 */
function loadSharp(): Promise<typeof Sharp> {
  sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return sharpLoaded;
}

/** Images of the whole process go one at a time: two admins uploading do not add up in memory. */
let queue: Promise<unknown> = Promise.resolve();

/** The size of the centred region of `width × height` with the target's proportions. */
function cropSize(width: number, height: number, ratio: number) {
  if (width / height > ratio) return { width: Math.max(1, Math.round(height * ratio)), height };
  return { width, height: Math.max(1, Math.round(width / ratio)) };
}

/**
 * Re-encodes uploaded images with sharp (libvips) on libuv's thread pool, off the event
 * loop. The decode streams (`sequentialRead`, JPEG shrink-on-load), so a 40-megapixel PNG
 * never sits whole in memory; `limitInputPixels` refuses anything larger than the pixel
 * limit even if the header check were bypassed. Re-encoding keeps only the pixels:
 * metadata (EXIF, GPS) and anything hidden in or appended to the file are dropped.
 */
export class ImageProcessor {
  constructor(private readonly target: ImageTarget) {}

  /** The image as WebP, cropped to the target's proportions; rejects if it cannot be decoded. */
  process(kind: ImageKind, bytes: Uint8Array): Promise<ProcessedImage> {
    const run = queue.then(() => this.run(kind, bytes));
    queue = run.catch(() => undefined);
    return run;
  }

  /** Waits for the images being processed (the server closes after them). */
  async close(): Promise<void> {
    await queue;
  }

  private async run(kind: ImageKind, bytes: Uint8Array): Promise<ProcessedImage> {
    const { width, height, quality } = this.target;
    const sharp = await loadSharp();
    const input = sharp(bytes, {
      limitInputPixels: IMAGE_MAX_PIXELS,
      sequentialRead: true,
      failOn: 'error',
    });
    // The header only: nothing is decoded yet.
    const meta = await input.metadata();
    if (meta.format !== kind || !meta.width || !meta.height)
      throw new Error(`contenuto ${meta.format} dichiarato ${kind}`);
    const cropped = cropSize(meta.width, meta.height, width / height);
    const outWidth = Math.min(width, cropped.width);
    const outHeight = Math.max(1, Math.round((outWidth * height) / width));
    const { data, info } = await input
      .resize(outWidth, outHeight, { fit: 'cover', position: 'centre', fastShrinkOnLoad: true })
      .webp({ quality })
      .timeout({ seconds: JOB_TIMEOUT_SECONDS })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  }
}

import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode, type ErrorCodeValue } from '@portal/shared';
import { AppError } from '../../lib/errors';
import {
  isPdf,
  sniffImage,
  urlOf,
  type ImageProcessor,
  type UploadStore,
} from '../uploads/uploads.service';

/** Pixel limits: a bigger image is refused before decoding (image bombs), a smaller one looks blurred. */
export const IMAGE_MAX_PIXELS = 40_000_000;
export const IMAGE_MAX_SIDE = 12_000;
export const IMAGE_MIN = { width: 320, height: 140 } as const;

export interface FileDeps {
  store: UploadStore;
  images: ImageProcessor;
  log: FastifyBaseLogger;
}

/** The files of a form, checked and ready to store (the image already re-encoded). */
export interface CheckedFiles {
  image?: Uint8Array;
  pdf?: Uint8Array;
}

export interface StoredFiles {
  image?: string;
  pdf?: string;
}

const refuse = (status: number, code: ErrorCodeValue, field: 'image' | 'pdf', message: string) =>
  new AppError(status, code, message, { [field]: message });

/**
 * Checks every file by its content and re-encodes the image, before anything is stored:
 * a file that is not what it must be is refused (415), as is an image of absurd size.
 */
export async function checkFiles(
  deps: FileDeps,
  files: { image?: Buffer; pdf?: Buffer },
): Promise<CheckedFiles> {
  const checked: CheckedFiles = {};
  if (files.pdf && !isPdf(files.pdf)) {
    throw refuse(415, ErrorCode.unsupportedMedia, 'pdf', 'Il file allegato non è un PDF valido.');
  }
  if (files.image) {
    const image = sniffImage(files.image);
    if (!image) {
      throw refuse(
        415,
        ErrorCode.unsupportedMedia,
        'image',
        'Formato non supportato: carica un’immagine JPEG, PNG o WebP.',
      );
    }
    if (
      image.width * image.height > IMAGE_MAX_PIXELS ||
      Math.max(image.width, image.height) > IMAGE_MAX_SIDE
    ) {
      throw refuse(
        400,
        ErrorCode.validation,
        'image',
        'Immagine troppo grande: al massimo 40 megapixel e 12.000 pixel per lato.',
      );
    }
    if (image.width < IMAGE_MIN.width || image.height < IMAGE_MIN.height) {
      throw refuse(
        400,
        ErrorCode.validation,
        'image',
        `Immagine troppo piccola: servono almeno ${IMAGE_MIN.width} × ${IMAGE_MIN.height} pixel.`,
      );
    }
    try {
      checked.image = (await deps.images.process(image.kind, files.image)).bytes;
    } catch (error) {
      deps.log.info({ err: error, kind: image.kind }, 'immagine caricata non decodificabile');
      throw refuse(400, ErrorCode.validation, 'image', 'Immagine danneggiata o non leggibile.');
    }
  }
  if (files.pdf) checked.pdf = files.pdf;
  return checked;
}

/** Writes the checked files under new names; on a failure, what was written is removed. */
export async function storeFiles(deps: FileDeps, files: CheckedFiles): Promise<StoredFiles> {
  const stored: StoredFiles = {};
  try {
    if (files.image) stored.image = urlOf(await deps.store.save('webp', files.image));
    if (files.pdf) stored.pdf = urlOf(await deps.store.save('pdf', files.pdf));
    return stored;
  } catch (error) {
    await removeQuietly(deps, [stored.image, stored.pdf]);
    throw error;
  }
}

/** Removes files that are no longer used; a failure is logged, never shown to the admin. */
export async function removeQuietly(deps: FileDeps, urls: readonly (string | null | undefined)[]) {
  try {
    await deps.store.removeUrls(urls);
  } catch (error) {
    deps.log.warn({ err: error }, 'file caricato non rimosso');
  }
}

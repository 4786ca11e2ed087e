import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode, SERVICE_IMAGE_MAX_BYTES, type ErrorCodeValue } from '@portal/shared';
import { AppError } from '../../lib/errors';
import { sniffImage } from './file-sniff';
import { IMAGE_MAX_MEGAPIXELS, IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE, IMAGE_MIN } from './image-limits';
import type { ImageProcessor } from './image-processor';
import { removeUrls, type FileStore } from './upload-store';

/** The message of an image over the upload limit. */
export const IMAGE_TOO_LARGE = `L’immagine supera il limite di ${SERVICE_IMAGE_MAX_BYTES / 1024 / 1024} MB: riducila e riprova.`;

export interface ImageDeps {
  images: ImageProcessor;
  log: FastifyBaseLogger;
}

/** A refused file: the message is also the detail of its form field. */
export const refuseFile = (status: number, code: ErrorCodeValue, field: string, message: string) =>
  new AppError(status, code, message, { [field]: message });

/**
 * An uploaded image checked by its content (JPEG, PNG or WebP, within the pixel limits) and
 * re-encoded by the processor; anything else is refused with a message on `field`. The
 * service images and the referrers' photos go through here: same checks, same messages.
 */
export async function checkImage(
  deps: ImageDeps,
  bytes: Buffer,
  field: string,
): Promise<Uint8Array> {
  const image = sniffImage(bytes);
  if (!image) {
    throw refuseFile(
      415,
      ErrorCode.unsupportedMedia,
      field,
      'Formato non supportato: carica un’immagine JPEG, PNG o WebP.',
    );
  }
  if (
    image.width * image.height > IMAGE_MAX_PIXELS ||
    Math.max(image.width, image.height) > IMAGE_MAX_SIDE
  ) {
    throw refuseFile(
      400,
      ErrorCode.validation,
      field,
      `Immagine troppo grande: al massimo ${IMAGE_MAX_MEGAPIXELS} megapixel e ${IMAGE_MAX_SIDE.toLocaleString('it-IT')} pixel per lato.`,
    );
  }
  if (image.width < IMAGE_MIN.width || image.height < IMAGE_MIN.height) {
    throw refuseFile(
      400,
      ErrorCode.validation,
      field,
      `Immagine troppo piccola: servono almeno ${IMAGE_MIN.width} × ${IMAGE_MIN.height} pixel.`,
    );
  }
  try {
    return (await deps.images.process(image.kind, bytes)).bytes;
  } catch (error) {
    deps.log.info({ err: error, kind: image.kind }, 'immagine caricata non decodificabile');
    throw refuseFile(400, ErrorCode.validation, field, 'Immagine danneggiata o non leggibile.');
  }
}

/** Removes files that are no longer used; a failure is logged, never shown to the admin. */
export async function removeQuietly(
  deps: { store: FileStore; log: FastifyBaseLogger },
  urls: readonly (string | null | undefined)[],
) {
  try {
    await removeUrls(deps.store, urls);
  } catch (error) {
    deps.log.warn({ err: error }, 'file caricato non rimosso');
  }
}

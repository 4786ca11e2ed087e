import type { FastifyBaseLogger } from 'fastify';
import {
  checkImage,
  PDF_REFUSALS,
  pdfProblem,
  refuseFile,
  removeQuietly,
  urlOf,
  type ImageProcessor,
  type FileStore,
} from '../uploads/uploads.service';

export interface FileDeps {
  store: FileStore;
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

/**
 * Checks every file by its content and re-encodes the image, before anything is stored:
 * a file that is not what it must be is refused (415), as is an image of absurd size or a
 * PDF that is malformed, encrypted or would run something (the checks are the uploads
 * module's; the image ones are shared with the referrers' photos).
 */
export async function checkFiles(
  deps: FileDeps,
  files: { image?: Buffer; pdf?: Buffer },
): Promise<CheckedFiles> {
  const checked: CheckedFiles = {};
  const problem = files.pdf ? await pdfProblem(files.pdf) : null;
  if (problem) {
    const refusal = PDF_REFUSALS[problem];
    throw refuseFile(refusal.status, refusal.code, 'pdf', refusal.message);
  }
  if (files.image) checked.image = await checkImage(deps, files.image, 'image');
  if (files.pdf) checked.pdf = files.pdf;
  return checked;
}

/** Writes the checked files under new names; on a failure, what was written is removed. */
export async function storeFiles(deps: FileDeps, files: CheckedFiles): Promise<StoredFiles> {
  const stored: StoredFiles = {};
  try {
    if (files.image) stored.image = urlOf(await deps.store.put('webp', files.image));
    if (files.pdf) stored.pdf = urlOf(await deps.store.put('pdf', files.pdf));
    return stored;
  } catch (error) {
    await removeQuietly(deps, [stored.image, stored.pdf]);
    throw error;
  }
}

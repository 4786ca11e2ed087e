import type { FastifyBaseLogger } from 'fastify';
import type { ReferrerPhotoDataSchema } from '@portal/shared';
import { SERVICE_IMAGE_MAX_BYTES, type Referrer } from '@portal/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import {
  checkImage,
  IMAGE_TOO_LARGE,
  removeQuietly,
  urlOf,
  type FileSpec,
  type ImageProcessor,
  type MultipartForm,
  type FileStore,
} from '../uploads/uploads.service';
import { changeReferrer } from './referrers-admin.service';

export interface ReferrerPhotoDeps {
  db: Db;
  store: FileStore;
  images: ImageProcessor;
  log: FastifyBaseLogger;
}

export type ReferrerPhotoForm = MultipartForm<z.output<typeof ReferrerPhotoDataSchema>, 'photo'>;

/** The form's one file part: the photo, with the service image's size limit and message. */
export const PHOTO_FILES: readonly FileSpec<'photo'>[] = [
  {
    field: 'photo',
    maxBytes: SERVICE_IMAGE_MAX_BYTES,
    tooLarge: IMAGE_TOO_LARGE,
  },
];

/** The multipart limits of the photo form: one `data` field and one file. */
export const PHOTO_MULTIPART_LIMITS = {
  fileSize: SERVICE_IMAGE_MAX_BYTES,
  files: 1,
  fields: 1,
  fieldSize: 16 * 1024,
  parts: 2,
  fieldNameSize: 32,
  headerPairs: 50,
} as const;

const CHOOSE = 'Scegli una foto da caricare, oppure chiedi di rimuovere quella attuale.';

/**
 * Sets or removes a referrer's photo. The photo goes through the checks of a service image,
 * is re-encoded and stored in the same upload store, and is served at /uploads/{name} by
 * the portal itself, so the page's CSP (`img-src 'self'`) lets the agencies see it. The
 * change is audited; the previous file is removed once the change is committed, the new one
 * if the change fails.
 */
export async function setReferrerPhoto(
  deps: ReferrerPhotoDeps,
  adminId: string,
  form: ReferrerPhotoForm,
  now: Date,
): Promise<Referrer> {
  if (!form.photo && !form.data.remove) throw badRequest(CHOOSE, { photo: CHOOSE });
  const bytes = form.photo ? await checkImage(deps, form.photo, 'photo') : undefined;
  const url = bytes ? urlOf(await deps.store.put('webp', bytes)) : null;
  let changed: Awaited<ReturnType<typeof changeReferrer>>;
  try {
    changed = await changeReferrer(deps.db, adminId, form.data._id, { urlPhoto: url }, now);
  } catch (error) {
    await removeQuietly(deps, [url]);
    throw error;
  }
  if (changed.before.urlPhoto !== url) await removeQuietly(deps, [changed.before.urlPhoto]);
  return changed.referrer;
}

import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { SERVICE_IMAGE_MAX_BYTES, SERVICE_PDF_MAX_BYTES } from '@portal/shared';
import {
  IMAGE_TOO_LARGE,
  readMultipartForm,
  type FileSpec,
  type MultipartForm,
} from '../uploads/uploads.service';

/**
 * The multipart form of admin_add and admin_update: one `data` part holding the JSON of
 * the service fields, and optional `image` and `pdf` file parts. Read whole into memory
 * (limits below), so nothing is stored until every part has been checked.
 */
export const MULTIPART_LIMITS = {
  fileSize: Math.max(SERVICE_IMAGE_MAX_BYTES, SERVICE_PDF_MAX_BYTES),
  files: 2,
  fields: 3,
  fieldSize: 256 * 1024,
  parts: 5,
  fieldNameSize: 32,
  headerPairs: 50,
} as const;

export const PDF_TOO_LARGE = `Il PDF supera il limite di ${SERVICE_PDF_MAX_BYTES / 1024 / 1024} MB.`;

const SERVICE_FILES: readonly FileSpec<'image' | 'pdf'>[] = [
  { field: 'image', maxBytes: SERVICE_IMAGE_MAX_BYTES, tooLarge: IMAGE_TOO_LARGE },
  { field: 'pdf', maxBytes: SERVICE_PDF_MAX_BYTES, tooLarge: PDF_TOO_LARGE },
];

export type ServiceForm<T> = MultipartForm<T, 'image' | 'pdf'>;

/** Reads and checks the form; the JSON in `data` is parsed with `schema` (400 with details). */
export function readServiceForm<S extends z.ZodType>(
  req: FastifyRequest,
  schema: S,
): Promise<ServiceForm<z.output<S>>> {
  return readMultipartForm(req, schema, SERVICE_FILES, 'del servizio');
}

import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ErrorCode, SERVICE_IMAGE_MAX_BYTES, SERVICE_PDF_MAX_BYTES } from '@portal/shared';
import { AppError, badRequest } from '../../lib/errors';
import { assertNoNul } from '../../plugins/input-guard';

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

export const IMAGE_TOO_LARGE = `L’immagine supera il limite di ${SERVICE_IMAGE_MAX_BYTES / 1024 / 1024} MB: riducila e riprova.`;
export const PDF_TOO_LARGE = `Il PDF supera il limite di ${SERVICE_PDF_MAX_BYTES / 1024 / 1024} MB.`;

export interface ServiceForm<T> {
  data: T;
  image?: Buffer;
  pdf?: Buffer;
}

const tooLarge = (message: string, field?: 'image' | 'pdf') =>
  new AppError(413, ErrorCode.tooLarge, message, field ? { [field]: message } : undefined);

function isTooLarge(error: unknown): boolean {
  const e = error as { code?: unknown; statusCode?: unknown };
  return e?.code === 'FST_REQ_FILE_TOO_LARGE' || e?.statusCode === 413;
}

/** zod issues → `{ field: message }`, like the global handler does for JSON bodies. */
function detailsOf(error: z.ZodError): Record<string, string> {
  const details: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    details[key] ??= issue.message;
  }
  return details;
}

async function readParts(req: FastifyRequest) {
  let data: string | undefined;
  const files: { image?: Buffer; pdf?: Buffer } = {};
  for await (const part of req.parts()) {
    if (part.type === 'field') {
      if (part.fieldname !== 'data' || typeof part.value !== 'string' || data !== undefined)
        throw badRequest('Modulo non valido: campo inatteso.');
      data = part.value;
      continue;
    }
    const field = part.fieldname;
    if ((field !== 'image' && field !== 'pdf') || files[field] !== undefined) {
      part.file.resume();
      throw badRequest('Modulo non valido: file inatteso.');
    }
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if (isTooLarge(error))
        throw tooLarge(field === 'image' ? IMAGE_TOO_LARGE : PDF_TOO_LARGE, field);
      throw error;
    }
    if (field === 'image' && bytes.length > SERVICE_IMAGE_MAX_BYTES)
      throw tooLarge(IMAGE_TOO_LARGE, 'image');
    // An empty file input sends an empty part: no file.
    if (bytes.length > 0) files[field] = bytes;
  }
  return { data, files };
}

/** Reads and checks the form; the JSON in `data` is parsed with `schema` (400 with details). */
export async function readServiceForm<S extends z.ZodType>(
  req: FastifyRequest,
  schema: S,
): Promise<ServiceForm<z.output<S>>> {
  if (!req.isMultipart())
    throw new AppError(
      415,
      ErrorCode.unsupportedMedia,
      'Invia il modulo come multipart/form-data.',
    );
  let parts: Awaited<ReturnType<typeof readParts>>;
  try {
    parts = await readParts(req);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isTooLarge(error)) throw tooLarge('Il modulo inviato è troppo grande.');
    // Truncated or malformed multipart bodies: the client's fault, never a 500.
    req.log.info({ err: error }, 'modulo multipart non leggibile');
    throw badRequest('Modulo non valido: invio interrotto o malformato.');
  }
  if (parts.data === undefined) throw badRequest('Modulo non valido: mancano i dati del servizio.');
  let json: unknown;
  try {
    json = JSON.parse(parts.data);
  } catch {
    throw badRequest('Modulo non valido: dati del servizio illeggibili.');
  }
  // Parsed here, not by Fastify: the input guard's NUL rule applies to it too.
  assertNoNul(json);
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const details = detailsOf(parsed.error);
    const first = Object.values(details)[0];
    throw badRequest(first ? `Dati non validi: ${first}` : 'Dati non validi.', details);
  }
  return { data: parsed.data, ...parts.files };
}

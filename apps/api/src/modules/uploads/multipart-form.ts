import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ErrorCode } from '@portal/shared';
import { AppError, badRequest } from '../../lib/errors';
import { assertNoNul } from '../../plugins/input-guard';

/** A file part a form may carry, its size limit and the message of a larger file. */
export interface FileSpec<F extends string> {
  field: F;
  maxBytes: number;
  tooLarge: string;
}

/** The form read: the `data` JSON parsed with its schema, and the files that were sent. */
export type MultipartForm<T, F extends string> = { data: T } & { [K in F]?: Buffer };

const tooLarge = (message: string, field?: string) =>
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

async function readParts<F extends string>(req: FastifyRequest, specs: readonly FileSpec<F>[]) {
  let data: string | undefined;
  const files: Partial<Record<F, Buffer>> = {};
  for await (const part of req.parts()) {
    if (part.type === 'field') {
      if (part.fieldname !== 'data' || typeof part.value !== 'string' || data !== undefined)
        throw badRequest('Modulo non valido: campo inatteso.');
      data = part.value;
      continue;
    }
    const spec = specs.find((s) => s.field === part.fieldname);
    if (!spec || files[spec.field] !== undefined) {
      part.file.resume();
      throw badRequest('Modulo non valido: file inatteso.');
    }
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if (isTooLarge(error)) throw tooLarge(spec.tooLarge, spec.field);
      throw error;
    }
    if (bytes.length > spec.maxBytes) throw tooLarge(spec.tooLarge, spec.field);
    // An empty file input sends an empty part: no file.
    if (bytes.length > 0) files[spec.field] = bytes;
  }
  return { data, files };
}

/**
 * Reads a multipart form of the admin area: one `data` part holding JSON, parsed with
 * `schema` (400 with details), and the optional file parts `files` names. Read whole into
 * memory within the plugin's limits, so nothing is stored until every part was checked.
 * `subject` names what the data describe in the messages ('del servizio').
 */
export async function readMultipartForm<S extends z.ZodType, F extends string>(
  req: FastifyRequest,
  schema: S,
  files: readonly FileSpec<F>[],
  subject: string,
): Promise<MultipartForm<z.output<S>, F>> {
  if (!req.isMultipart())
    throw new AppError(
      415,
      ErrorCode.unsupportedMedia,
      'Invia il modulo come multipart/form-data.',
    );
  let parts: Awaited<ReturnType<typeof readParts<F>>>;
  try {
    parts = await readParts(req, files);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isTooLarge(error)) throw tooLarge('Il modulo inviato è troppo grande.');
    // Truncated or malformed multipart bodies: the client's fault, never a 500.
    req.log.info({ err: error }, 'modulo multipart non leggibile');
    throw badRequest('Modulo non valido: invio interrotto o malformato.');
  }
  if (parts.data === undefined) throw badRequest(`Modulo non valido: mancano i dati ${subject}.`);
  let json: unknown;
  try {
    json = JSON.parse(parts.data);
  } catch {
    throw badRequest(`Modulo non valido: dati ${subject} illeggibili.`);
  }
  // Parsed here, not by Fastify: the input guard's NUL rule applies to it too.
  assertNoNul(json);
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const details = detailsOf(parsed.error);
    const first = Object.values(details)[0];
    throw badRequest(first ? `Dati non validi: ${first}` : 'Dati non validi.', details);
  }
  return { data: parsed.data, ...parts.files } as MultipartForm<z.output<S>, F>;
}

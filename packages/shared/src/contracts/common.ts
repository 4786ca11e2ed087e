import { z } from 'zod';

export { ErrorBodySchema, type ErrorBody } from './error-body';
export { ErrorCode, type ErrorCodeValue } from './error-codes';

/** Opaque ids (uuid) travel as `_id`. */
export const IdSchema = z.uuid({ message: 'Identificativo non valido' });

/**
 * The version of a record as it was loaded, sent back with a save (decision 028): the save is
 * written only if the record still has it. Left out, the save is written as before.
 */
export const LoadedVersionSchema = z
  .number({ message: 'Versione non valida' })
  .int({ message: 'Versione non valida' })
  .min(1, { message: 'Versione non valida' })
  // A PostgreSQL integer: anything larger could never match, and must not reach the query.
  .max(2_147_483_647, { message: 'Versione non valida' })
  .optional();

/** The version a record answers with: 1 when created, one more at every save. */
export const VersionSchema = z.number().int();

export const OkSchema = z.object({ ok: z.literal(true) });
export const MessageSchema = z.object({ message: z.string() });

import { ErrorCode } from '@portal/shared';
import { formatDate, formatDateTime } from '@portal/shared/domain/format';
import type { LastSave } from '../db/versioned';
import { AppError, notFound } from './errors';

/** Who the message names when the last save's author is no longer known. */
export const UNKNOWN_EDITOR = 'un altro utente';

/**
 * "Questa scheda è stata modificata da {nome} alle {ora}: …" — {ora} in Europe/Rome, HH:mm,
 * with " del gg/mm/aaaa" when the save was not made today.
 */
export function staleEditMessage(last: LastSave, now: Date): string {
  const day = formatDate(last.at);
  const time = formatDateTime(last.at).slice(-5);
  const when = day === formatDate(now) ? time : `${time} del ${day}`;
  return `Questa scheda è stata modificata da ${last.by ?? UNKNOWN_EDITOR} alle ${when}: ricarica per vedere le modifiche`;
}

/**
 * The answer to a save loaded from an older version (decision 028): 409 `STALE_EDIT`
 * naming the last save; 404 when the record is gone meanwhile.
 */
export function staleEdit(last: LastSave | undefined, now: Date, goneMessage: string): AppError {
  if (!last) return notFound(goneMessage);
  return new AppError(409, ErrorCode.staleEdit, staleEditMessage(last, now));
}

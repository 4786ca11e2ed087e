import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@portal/shared';
import { staleEdit, staleEditMessage, UNKNOWN_EDITOR } from './stale-edit';

const tail = ': ricarica per vedere le modifiche';

describe('staleEditMessage', () => {
  it('gives the time in Europe/Rome when the save was made today', () => {
    // 13:05 UTC in November is 14:05 in Rome.
    const at = new Date('2026-11-25T13:05:00Z');
    expect(staleEditMessage({ at, by: 'Sara Galli' }, new Date('2026-11-25T16:00:00Z'))).toBe(
      `Questa scheda è stata modificata da Sara Galli alle 14:05${tail}`,
    );
  });

  it('adds the date when the save was made another day, in Rome’s calendar', () => {
    // 23:30 UTC on the 24th is already 00:30 on the 25th in Rome: today.
    const now = new Date('2026-11-25T09:00:00Z');
    expect(staleEditMessage({ at: new Date('2026-11-24T23:30:00Z'), by: 'Sara' }, now)).toBe(
      `Questa scheda è stata modificata da Sara alle 00:30${tail}`,
    );
    // 22:59 UTC on the 24th is 23:59 on the 24th in Rome: yesterday.
    expect(staleEditMessage({ at: new Date('2026-11-24T22:59:00Z'), by: 'Sara' }, now)).toBe(
      `Questa scheda è stata modificata da Sara alle 23:59 del 24/11/2026${tail}`,
    );
    // Summer time: 06:15 UTC in July is 08:15 in Rome.
    expect(staleEditMessage({ at: new Date('2026-07-03T06:15:00Z'), by: 'Sara' }, now)).toBe(
      `Questa scheda è stata modificata da Sara alle 08:15 del 03/07/2026${tail}`,
    );
  });

  it('names someone when the author is no longer known', () => {
    const at = new Date('2026-11-25T13:05:00Z');
    expect(staleEditMessage({ at, by: null }, at)).toContain(`da ${UNKNOWN_EDITOR} alle`);
  });
});

describe('staleEdit', () => {
  it('is a 409 STALE_EDIT, or a 404 when the record is gone', () => {
    const at = new Date('2026-11-25T13:05:00Z');
    expect(staleEdit({ at, by: 'Sara' }, at, 'Non trovato.')).toMatchObject({
      status: 409,
      code: ErrorCode.staleEdit,
    });
    expect(staleEdit(undefined, at, 'Non trovato.')).toMatchObject({
      status: 404,
      message: 'Non trovato.',
    });
  });
});

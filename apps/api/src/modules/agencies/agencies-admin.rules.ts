import { randomInt } from 'node:crypto';
import type {
  AdminAgencyAdd,
  AdminAgencyUpdate,
  AppointmentState,
  AdminStats,
} from '@portal/shared';
import { APPOINTMENT_STATES } from '@portal/shared';
import type { AgencyRow, ReferrerRow } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import { passwordProblem } from '../auth/auth.service';
import { capBelongsTo, findComune, findProvincia } from '../comuni/comuni.service';

/** Pure rules of the admin agency pages (no database): checks, audit view, figures. */

/** Fields an admin change is recorded for, with the API's names. */
export const AUDITED_AGENCY_FIELDS = [
  'regioneSociale',
  'nome',
  'partitaIva',
  'titolare',
  'email',
  'provincia',
  'comune',
  'cap',
  'indirizzo',
  'provenienza',
  'cellulare',
  'telefono',
  'referente',
  'state',
  'agenteInterno',
] as const;
export type AuditedAgencyField = (typeof AUDITED_AGENCY_FIELDS)[number];
export type AgencyAuditView = Record<AuditedAgencyField, unknown>;

/** How a referrer reads in the trail: the label the admin saw, not an opaque id. */
export function referrerLabel(
  r: Pick<ReferrerRow, 'codice' | 'nome' | 'cognome'> | null | undefined,
): string | null {
  return r ? `${r.codice} – ${r.cognome} ${r.nome}` : null;
}

/** An agency row as the audit trail compares it. */
export function agencyAuditView(
  row: AgencyRow,
  referrer: ReferrerRow | null | undefined,
): AgencyAuditView {
  return {
    regioneSociale: row.ragioneSociale,
    nome: row.nome,
    partitaIva: row.partitaIva,
    titolare: row.titolare,
    email: row.email,
    provincia: row.provincia,
    comune: row.comune,
    cap: row.cap,
    indirizzo: row.indirizzo,
    provenienza: row.provenienza,
    cellulare: row.cellulare,
    telefono: row.telefono,
    referente: referrerLabel(referrer),
    state: row.state,
    agenteInterno: row.agenteInterno,
  };
}

type Place = { provincia: string | null; comune: string | null; cap: string | null };

/**
 * Province → comune → postal code consistency (decisions.md). Answers the comune's
 * official name; throws 400 with the field's Italian message.
 */
export function checkPlace(p: Place): Place {
  if (p.provincia && !findProvincia(p.provincia)) {
    throw badRequest('Provincia non trovata.', { provincia: 'Provincia non trovata' });
  }
  if (!p.comune) {
    if (p.cap)
      throw badRequest('Scegli il comune del CAP.', { comune: 'Scegli il comune del CAP' });
    return p;
  }
  if (!p.provincia)
    throw badRequest('Scegli la provincia del comune.', {
      provincia: 'Scegli la provincia del comune',
    });
  const comune = findComune(p.provincia, p.comune);
  if (!comune) {
    throw badRequest('Il comune non appartiene alla provincia scelta.', {
      comune: 'Il comune non appartiene alla provincia scelta',
    });
  }
  if (p.cap && !capBelongsTo(comune, p.cap)) {
    throw badRequest('Il CAP non appartiene al comune scelto.', {
      cap: 'Il CAP non appartiene al comune scelto',
    });
  }
  return { provincia: comune.provincia, comune: comune.nome, cap: p.cap };
}

export async function checkPassword(password: string, userInputs: readonly string[] = []) {
  const problem = await passwordProblem(password, userInputs);
  if (problem) throw badRequest(problem, { password: problem });
}

/** The agency columns an add or update writes; fields left out of an update stay as they are. */
export function agencyColumns(body: AdminAgencyAdd | AdminAgencyUpdate) {
  const out: Partial<AgencyRow> = { nome: body.nome, email: body.email };
  if (body.state !== undefined) out.state = body.state;
  if (body.regioneSociale !== undefined) out.ragioneSociale = body.regioneSociale;
  if (body.partitaIva !== undefined) out.partitaIva = body.partitaIva;
  if (body.titolare !== undefined) out.titolare = body.titolare;
  if (body.provincia !== undefined) out.provincia = body.provincia;
  if (body.comune !== undefined) out.comune = body.comune;
  if (body.cap !== undefined) out.cap = body.cap;
  if (body.indirizzo !== undefined) out.indirizzo = body.indirizzo;
  if (body.provenienza !== undefined) out.provenienza = body.provenienza;
  if (body.cellulare !== undefined) out.cellulare = body.cellulare;
  if (body.telefono !== undefined) out.telefono = body.telefono;
  if (body.referente !== undefined) out.referenteId = body.referente;
  if (body.agenteInterno !== undefined) out.agenteInterno = body.agenteInterno;
  return out;
}

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/**
 * A strong password to mail: four groups of five characters from 56 symbols without
 * look-alikes (0/O, 1/l/I), about 116 bits, so it satisfies the password policy by
 * construction (the test holds it to the policy).
 */
export function generatePassword(): string {
  const groups = Array.from({ length: 4 }, () =>
    Array.from({ length: 5 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join(
      '',
    ),
  );
  return groups.join('-');
}

const romeMonth = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
});

/** The 12 months ending with `now`'s month in Europe/Rome, oldest first: ['2025-12', …, '2026-11']. */
export function lastTwelveMonths(now: Date): string[] {
  const parts = Object.fromEntries(romeMonth.formatToParts(now).map((p) => [p.type, p.value]));
  const year = Number(parts.year);
  const month = Number(parts.month);
  const out: string[] = [];
  for (let i = 11; i >= 0; i -= 1) {
    const index = year * 12 + (month - 1) - i;
    out.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return out;
}

export function buildStats(
  counts: AdminStats['agenzie'],
  months: readonly { mese: string; totale: number }[],
  byState: readonly { state: AppointmentState; totale: number }[],
  now: Date,
): AdminStats {
  const perMonth = new Map(months.map((m) => [m.mese, m.totale]));
  const perState = new Map(byState.map((s) => [s.state, s.totale]));
  return {
    agenzie: counts,
    registrazioniMensili: lastTwelveMonths(now).map((mese) => ({
      mese,
      totale: perMonth.get(mese) ?? 0,
    })),
    appuntamentiPerStato: APPOINTMENT_STATES.map((state) => ({
      state,
      totale: perState.get(state) ?? 0,
    })),
  };
}

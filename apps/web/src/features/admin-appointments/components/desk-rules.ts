import {
  APPOINTMENT_STATES,
  APPOINTMENTS_PAGE_SIZE,
  CLIENT_SEARCH_MAX,
  DESK_OPEN_CHECKS,
  DESK_SORTS,
  type AdminAppointmentsFilterBody,
  type AppointmentState,
  type DeskOpenCheck,
  type DeskSort,
} from '@portal/shared';

/** The desk's filters as they live in the address (?q=…&agenzia=…&stato=…&dal=…&al=…&pagina=2). */
export interface DeskFilters {
  /** The client search as typed: name, surname, e-mail or phone. */
  q: string;
  azienda: string;
  agente: string;
  state: AppointmentState | '';
  /** An open check (?aperto=wc|pagamento): WC not verified, contract not paid. */
  aperto: DeskOpenCheck | '';
  /** Calendar days YYYY-MM-DD (Europe/Rome), both included. */
  from: string;
  to: string;
}

/** Search-param names: Italian, as the rest of the admin's addresses. */
export const PARAM = {
  q: 'q',
  azienda: 'agenzia',
  agente: 'agente',
  state: 'stato',
  aperto: 'aperto',
  from: 'dal',
  to: 'al',
  page: 'pagina',
  sort: 'ordina',
  dir: 'verso',
} as const;

/** The table's order as the address keeps it (?ordina=cliente&verso=desc). */
export interface DeskOrder {
  sort: DeskSort;
  dir: 'asc' | 'desc';
}

/** Each column's first direction: the newest first, clients A→Z. */
const firstDirection = (sort: DeskSort) => (sort === 'created' ? 'desc' : 'asc');

export function orderFrom(params: URLSearchParams): DeskOrder {
  const raw = params.get(PARAM.sort);
  const sort = DESK_SORTS.includes(raw as DeskSort) ? (raw as DeskSort) : 'created';
  const dir = params.get(PARAM.dir);
  return { sort, dir: dir === 'asc' || dir === 'desc' ? dir : firstDirection(sort) };
}

/** The order after a click on `sort`'s header: the other direction, or the column's first. */
export function nextOrder(current: DeskOrder, sort: DeskSort): DeskOrder {
  if (current.sort !== sort) return { sort, dir: firstDirection(sort) };
  return { sort, dir: current.dir === 'asc' ? 'desc' : 'asc' };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the filters from the address; a value that makes no sense is ignored. */
export function filtersFrom(params: URLSearchParams): DeskFilters {
  const id = (v: string | null) => (v && UUID.test(v) ? v : '');
  const day = (v: string | null) => (v && DAY.test(v) && !Number.isNaN(Date.parse(v)) ? v : '');
  const state = params.get(PARAM.state);
  return {
    q: (params.get(PARAM.q) ?? '').slice(0, CLIENT_SEARCH_MAX),
    azienda: id(params.get(PARAM.azienda)),
    agente: id(params.get(PARAM.agente)),
    state: APPOINTMENT_STATES.includes(state as AppointmentState)
      ? (state as AppointmentState)
      : '',
    aperto: DESK_OPEN_CHECKS.includes(params.get(PARAM.aperto) as DeskOpenCheck)
      ? (params.get(PARAM.aperto) as DeskOpenCheck)
      : '',
    from: day(params.get(PARAM.from)),
    to: day(params.get(PARAM.to)),
  };
}

export function pageFrom(params: URLSearchParams): number {
  const page = Number.parseInt(params.get(PARAM.page) ?? '1', 10);
  return Number.isFinite(page) && page >= 1 ? Math.min(page, 40_000) : 1;
}

/** The API body: only the filters set, the order when not the default; skip = 25 × (page − 1) (spec section 9). */
export function fetchBody(
  filters: DeskFilters,
  page: number,
  order: DeskOrder = { sort: 'created', dir: 'desc' },
) {
  return {
    ...filterBody(filters),
    ...(order.sort !== 'created' ? { ordina: order.sort } : {}),
    ...(order.dir !== firstDirection(order.sort) ? { verso: order.dir } : {}),
    limit: APPOINTMENTS_PAGE_SIZE,
    skip: APPOINTMENTS_PAGE_SIZE * (page - 1),
  };
}

export function filterBody(filters: DeskFilters): AdminAppointmentsFilterBody {
  const body: AdminAppointmentsFilterBody = {};
  if (filters.q.trim()) body.q = filters.q.trim();
  if (filters.azienda) body.azienda = filters.azienda;
  if (filters.agente) body.agente = filters.agente;
  if (filters.state) body.state = filters.state;
  if (filters.aperto) body.aperto = filters.aperto;
  if (filters.from) body.from = filters.from;
  if (filters.to) body.to = filters.to;
  return body;
}

export const hasFilters = (f: DeskFilters) => Object.values(f).some((v) => v !== '');

/** The DateInput's value (ISO of a local date at 08:00) for a day, and back. */
export function dayToInput(day: string): string {
  if (!DAY.test(day)) return '';
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 8, 0, 0).toISOString();
}

export function inputToDay(iso: string): string {
  const date = new Date(iso);
  if (iso === '' || Number.isNaN(date.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

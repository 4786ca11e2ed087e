import {
  AGENCY360_PAGE_SIZE,
  AGENCY360_SIGN_INS,
  AdminAppointmentsFetchBodySchema,
  POINTS_TARGET,
  type Agency360,
  type Agency360Query,
} from '@portal/shared';
import type { ServiceDeps } from '../../lib/service-deps';
import { rankingPlace, stateCountsOf } from '../appointments/appointments.service';
import { fetchPage } from '../appointments/appointments-desk.service';
import { requestsOfAgency } from '../services/service-requests-admin.service';
import { funnelTotals } from '../tools/funnel.service';
import { getAgency } from './agencies-admin.service';
import * as q from './agency-self.queries';
import * as x from './agency-export.queries';

/**
 * admin_agency360/:id (decision 058): the agency's activity in one answer, from the queries
 * its data export and the desks already use, every one scoped by the agency's id. 404 when
 * the agency does not exist.
 */
export async function agency360(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  agencyId: string,
  query: Agency360Query,
): Promise<Agency360> {
  const agency = await getAgency(deps.db, agencyId);
  const pagina = query.pagina ?? 1;
  const [points, perStato, page, requests, consents, sessions, displayRata] = await Promise.all([
    x.findPoints(deps.db, agencyId),
    stateCountsOf(deps, agencyId),
    // The desk's own page query, with this agency as its filter (same order, same paging).
    fetchPage(
      deps,
      AdminAppointmentsFetchBodySchema.parse({
        azienda: agencyId,
        skip: (pagina - 1) * AGENCY360_PAGE_SIZE,
        limit: AGENCY360_PAGE_SIZE,
      }),
    ),
    requestsOfAgency(deps, agencyId),
    q.listConsents(deps.db, agencyId),
    x.listSessions(deps.db, agencyId, AGENCY360_SIGN_INS),
    funnelTotals(deps, agencyId),
  ]);
  return {
    punti: points,
    obiettivo: POINTS_TARGET,
    // The ranking lists the agencies with points: one without is in no place (it was shown
    // one past the last, and with nobody ranked the answer broke its own schema: a 500).
    classifica: agency.agenteInterno || points <= 0 ? null : await rankingPlace(deps.db, points),
    perStato,
    appuntamenti: {
      pagina,
      perPagina: AGENCY360_PAGE_SIZE,
      totale: page.total,
      righe: page.appuntamenti,
    },
    richiesteServizi: requests,
    consensi: consents.map((c) => ({
      tipo: c.kind,
      versione: c.version,
      accettatoIl: c.acceptedAt.toISOString(),
    })),
    displayRata,
    ultimiAccessi: sessions.map((s) => ({
      apertoIl: s.createdAt.toISOString(),
      scadeIl: s.expiresAt.toISOString(),
      chiusoIl: s.revokedAt?.toISOString() ?? null,
    })),
  };
}

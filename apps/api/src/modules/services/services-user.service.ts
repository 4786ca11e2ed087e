import type { RequestServiceResponse, Service, UserService } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { notFound, unauthorized } from '../../lib/errors';
import type { ServiceDeps } from '../../lib/service-deps';
import type { AuthAgency } from '../auth/auth.service';
import { agencyView, notifyAdmins } from '../agencies/agencies.service';
import { toService } from './services.mapper';
import { toUserService } from './services-user.mapper';
import * as q from './services-user.queries';

type Ctx = Pick<ServiceDeps, 'db' | 'config' | 'mailer' | 'clock' | 'log'>;

export async function reservedServices(db: DbOrTx): Promise<Service[]> {
  return (await q.listReservedServices(db)).map(toService);
}

export async function requestsOf(db: DbOrTx, agency: AuthAgency): Promise<UserService[]> {
  return (await q.listAgencyRequests(db, agency.id)).map(toUserService);
}

/**
 * 'Richiedi il servizio': one stored request per agency and service (asking again does not
 * duplicate it nor mail again); the admins are mailed the first time. Answers the agency
 * and all its requests.
 */
export async function requestService(
  deps: Ctx,
  agency: AuthAgency,
  serviceId: string,
): Promise<RequestServiceResponse> {
  const service = await q.findReservedService(deps.db, serviceId);
  if (!service) throw notFound('Servizio non trovato.');
  const created = await q.insertServiceRequest(
    deps.db,
    agency.id,
    service.id,
    new Date(deps.clock.now()),
  );
  const agenzia = await agencyView(deps, agency.id);
  if (!agenzia) throw unauthorized();
  if (created) {
    deps.log.info(
      { event: 'service_requested', agencyId: agency.id, serviceId: service.id },
      'servizio richiesto',
    );
    await notifyAdmins(deps, `Richiesta del servizio ${service.name}`, {
      paragraphs: [
        `L’agenzia ${agenzia.nome} (${agenzia.email}) ha richiesto il servizio “${service.name}” dall’Area Riservata.`,
        'Contattala per concordare i dettagli: trovi la richiesta anche nella scheda dell’agenzia.',
      ],
      action: {
        label: 'Apri la scheda dell’agenzia',
        url: `${deps.config.publicUrl.replace(/\/+$/, '')}/admin/agenzie/${agency.id}`,
      },
    });
  }
  return { agenzia, servizi: await requestsOf(deps.db, agency) };
}

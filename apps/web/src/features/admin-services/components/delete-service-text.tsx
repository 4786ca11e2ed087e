import type { AdminService } from '@portal/shared';
import { formatNumber } from '@portal/shared/domain/format';

/** What deleting a service takes with it, said before the admin confirms. */
export function DeleteServiceText({ service }: { service: AdminService }) {
  return (
    <>
      <p>
        <strong>{service.name}</strong> sparirà subito dalla home page, dal listino e dall’hub delle
        agenzie.
      </p>
      <p>
        {service.richieste > 0
          ? `Verranno cancellate anche le ${formatNumber(service.richieste)} richieste delle agenzie per questo servizio`
          : 'Nessuna agenzia lo ha richiesto'}
        {service.image || service.pdf ? ' e i file caricati (immagine e PDF).' : '.'} L’operazione
        non si può annullare.
      </p>
    </>
  );
}

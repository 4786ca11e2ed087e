import { useRef, useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { SERVICE_VISIBILITY_LABELS, type AdminService } from '@portal/shared';
import { paths } from '../../../config/paths';
import { Badge } from '../../../components/admin/state-badge';
import { ActionsHeader, DataTable } from '../../../components/admin/data-table';
import { Button } from '../../../components/ui';
import { formatEuro, formatNumber } from '@portal/shared/domain/format';
import { usePublicConfig } from '../../../lib/public-config-context';
import { useReorderServices } from '../api/reorder-services';
import { moveItem } from './service-form-rules';
import { inkOn } from './service-preview';
import styles from './services.module.css';

const price = (cents: number | null) => (cents === null ? '—' : formatEuro(cents));

/**
 * The services in catalogue order. The arrows move a service up or down (keyboard: Tab to
 * an arrow, Enter or Space); the new order is saved at once and announced.
 */
export function ServicesTable({
  services,
  onDelete,
}: {
  services: readonly AdminService[];
  onDelete: (service: AdminService) => void;
}) {
  const reorder = useReorderServices();
  const { productName } = usePublicConfig();
  const [announcement, setAnnouncement] = useState('');
  const arrows = useRef(new Map<string, HTMLButtonElement | null>());

  const move = (index: number, step: -1 | 1) => {
    const service = services[index];
    if (!service || reorder.isPending) return;
    const next = moveItem(services, index, step);
    const to = index + step;
    reorder.mutate(next, {
      onSuccess: () =>
        setAnnouncement(`${service.name}: posizione ${to + 1} di ${services.length}.`),
    });
    // Moving the row in the DOM may drop the focus: it goes back to the same arrow, or at
    // either end to the arrow that still works.
    const arrow =
      to === 0 ? 'down' : to === services.length - 1 ? 'up' : step === -1 ? 'up' : 'down';
    requestAnimationFrame(() => arrows.current.get(`${service._id}:${arrow}`)?.focus());
  };

  return (
    <>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <DataTable
        label="Servizi in ordine di catalogo"
        columnCount={6}
        rows={services}
        empty="Nessun servizio: aggiungi il primo con «Nuovo servizio»."
        head={
          <>
            <th scope="col">Ordine</th>
            <th scope="col">Servizio</th>
            <th scope="col">Visibilità</th>
            <th scope="col">Prezzi</th>
            <th scope="col">Richieste</th>
            <ActionsHeader />
          </>
        }
      >
        {(s, i) => (
          <tr key={s._id}>
            <td>
              <div className={styles.order}>
                <span className={styles.orderNumber}>{i + 1}</span>
                <button
                  type="button"
                  className={styles.arrow}
                  ref={(el) => void arrows.current.set(`${s._id}:up`, el)}
                  aria-label={`Sposta ${s.name} in su`}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                >
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  type="button"
                  className={styles.arrow}
                  ref={(el) => void arrows.current.set(`${s._id}:down`, el)}
                  aria-label={`Sposta ${s.name} in giù`}
                  disabled={i === services.length - 1}
                  onClick={() => move(i, 1)}
                >
                  <span aria-hidden="true">↓</span>
                </button>
              </div>
            </td>
            <td>
              <div className={styles.serviceCell}>
                <span
                  className={styles.thumb}
                  style={{ '--band': s.color, '--on-band': inkOn(s.color) } as CSSProperties}
                  aria-hidden="true"
                >
                  {s.image ? (
                    <img src={s.image} alt="" loading="lazy" />
                  ) : (
                    s.name.charAt(0).toUpperCase()
                  )}
                </span>
                <span>
                  <Link to={paths.admin.service(s._id)} className={styles.name}>
                    {s.name}
                  </Link>
                  <span className={styles.sub}>
                    {s.promo ? <Badge tone="wait">PROMO</Badge> : null}{' '}
                    {s.pdf ? 'Con scheda PDF' : ''}
                    {s.url ? ` · link: ${s.url}` : ''}
                  </span>
                </span>
              </div>
            </td>
            <td>
              <Badge
                tone={s.visibility === 'reserved' ? 'off' : s.visibility === 'both' ? 'info' : 'ok'}
              >
                {SERVICE_VISIBILITY_LABELS[s.visibility]}
              </Badge>
            </td>
            <td className={styles.nowrap}>
              <span className={styles.sub}>senza {productName}</span>
              <span className={styles.price}>{price(s.prices_without)}</span>
              <span className={styles.sub}>con {productName}</span>
              <span className={styles.price}>{price(s.prices_with)}</span>
            </td>
            <td>{formatNumber(s.richieste)}</td>
            <td>
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => onDelete(s)}
                  aria-label={`Elimina ${s.name}`}
                >
                  Elimina
                </Button>
              </div>
            </td>
          </tr>
        )}
      </DataTable>
    </>
  );
}

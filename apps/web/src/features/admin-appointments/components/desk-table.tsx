import {
  appointmentPoints,
  pointsLabel,
  type Appointment,
  type DeskSort,
  type ReferralEarlier,
} from '@portal/shared';
import { Badge } from '../../../components/admin/state-badge';
import { ActionsHeader, DataTable } from '../../../components/admin/data-table';
import { SortHeader } from '../../../components/admin/table-controls';
import { Button, EmailAddress } from '../../../components/ui';
import { formatDate, formatDateTime } from '@portal/shared/domain/format';
import { useToggleFlag, type DeskFlag } from '../api/toggle-flag';
import { DescriptionCell } from './description-cell';
import { PageCheckbox, RowCheckbox, type DeskTableSelection } from './desk-select';
import type { DeskOrder } from './desk-rules';
import { FlagToggle } from './flag-toggle';
import styles from './desk.module.css';

const STATE_TONE = {
  Inserito: 'info',
  'Fatto Appuntamento': 'wait',
  Contratto: 'ok',
  Annullata: 'off',
} as const;

const FLAGS: readonly { flag: DeskFlag; labels: readonly [string, string] }[] = [
  { flag: 'payed', labels: ['Pagato', 'Da pagare'] },
  { flag: 'wc', labels: ['Verificato', 'Da verificare'] },
  { flag: 'contratto', labels: ['Contratto', 'No contratto'] },
];

/** What the row earns its agency in the contest (+101 / +1), beside the flags that earn it. */
function DeskPoints({ points }: { points: number }) {
  if (points === 0) return null;
  return (
    <span className={styles.points} title="Punti del concorso per l’agenzia">
      {pointsLabel(points)} {points === 1 ? 'punto' : 'punti'}
    </span>
  );
}

export const clientOf = (a: Appointment) => `${a.name} ${a.surname}`.trim();

/**
 * A lead whose client was reported first by someone else (decision 112): the date, and the
 * earlier report beside it, its agency included (the admin decides who keeps the client).
 */
function EarlierReport({ a, earlier }: { a: Appointment; earlier: ReferralEarlier | undefined }) {
  if (!a.giaSegnalatoIl) return null;
  return (
    <span className={styles.sub} data-testid="gia-segnalato">
      <Badge tone="wait">Già segnalato</Badge>{' '}
      <span className={styles.sub}>
        il {formatDate(a.giaSegnalatoIl)}
        {earlier
          ? ` · ${earlier.tipo === 'segnalazione' ? 'segnalazione' : 'appuntamento'} di ${earlier.agenzia} (${earlier.state})`
          : null}
      </span>
    </span>
  );
}

/** «Note», with the count of the agency's notes not read yet. */
function NotesButton({
  a,
  unread,
  onNotes,
}: {
  a: Appointment;
  unread: number;
  onNotes: (a: Appointment) => void;
}) {
  const count = unread === 1 ? '1 nota non letta' : `${unread} note non lette`;
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => onNotes(a)}
      aria-label={`Note: ${clientOf(a)}${unread > 0 ? `, ${count}` : ''}`}
    >
      Note
      {unread > 0 ? (
        <span className={styles.unread} aria-hidden="true" data-testid="note-non-lette">
          {unread}
        </span>
      ) : null}
    </Button>
  );
}

/** The page's rows: who, when, where it stands, the admin's flags and notes. */
export function DeskTable({
  rows,
  emptyText,
  order,
  onSort,
  onHistory,
  onSteps,
  onNotes,
  onCertificates,
  unread,
  earlier,
  onDelete,
  selection,
}: {
  rows: readonly Appointment[];
  emptyText: string;
  order: DeskOrder;
  onSort: (sort: DeskSort) => void;
  onHistory: (a: Appointment) => void;
  /** Opens «Avanzamento della pratica» (decision 100). */
  onSteps: (a: Appointment) => void;
  /** Opens «Note», the conversation with the agency (decision 105). */
  onNotes: (a: Appointment) => void;
  /** Opens «Attestati», the lead's financing certificates (decision 117). */
  onCertificates: (a: Appointment) => void;
  /** The agency's notes the mediator has not read, per lead id. */
  unread: ReadonlyMap<string, number>;
  /** The earlier report of each flagged row's client, by the row's id. */
  earlier: Readonly<Record<string, ReferralEarlier>>;
  onDelete: (a: Appointment) => void;
  /** The boxes of the bulk actions (decision 054). */
  selection: DeskTableSelection;
}) {
  const toggle = useToggleFlag();
  return (
    <div className={styles.deskTable}>
      <DataTable
        label="Appuntamenti"
        columnCount={7}
        rows={rows}
        empty={emptyText}
        head={
          <>
            <PageCheckbox ids={rows.map((a) => a._id)} selection={selection} />
            <SortHeader
              label="Inserito e stato"
              active={order.sort === 'created'}
              direction={order.dir}
              onSort={() => onSort('created')}
            />
            <SortHeader
              label="Cliente"
              active={order.sort === 'cliente'}
              direction={order.dir}
              onSort={() => onSort('cliente')}
            />
            <th scope="col">Agenzia e agente</th>
            <th scope="col">Esiti</th>
            <th scope="col">Descrizione</th>
            <ActionsHeader />
          </>
        }
      >
        {(a) => (
          <tr key={a._id} data-selected={selection.isSelected(a._id) || undefined}>
            <RowCheckbox id={a._id} label={clientOf(a)} selection={selection} />
            <td>
              <span className={styles.nowrap}>{formatDateTime(a.created_at)}</span>
              <span className={styles.state}>
                <Badge tone={STATE_TONE[a.state]}>{a.state}</Badge>
              </span>
              {a.dataFattoAppuntamento ? (
                <span className={styles.sub}>Fatto il {formatDate(a.dataFattoAppuntamento)}</span>
              ) : null}
            </td>
            <td className={styles.wrap}>
              <span className={styles.strong}>{clientOf(a)}</span>
              <span className={styles.sub}>
                <EmailAddress email={a.email} />
              </span>
              <span className={styles.sub}>{a.cellulare}</span>
              <EarlierReport a={a} earlier={earlier[a._id]} />
            </td>
            <td className={styles.wrap}>
              <span className={styles.strong}>{a.agenzia.nome}</span>
              <span className={styles.sub}>
                <EmailAddress email={a.agenzia.email} />
              </span>
              <span className={styles.sub}>
                {a.agente ? `Agente: ${a.agente.nome}` : 'Senza agente'}
              </span>
            </td>
            <td>
              <div className={styles.flags}>
                {FLAGS.map(({ flag, labels }) => (
                  <FlagToggle
                    key={flag}
                    on={a[flag]}
                    labels={labels}
                    context={clientOf(a)}
                    onToggle={(p) => toggle.mutate({ id: a._id, flag, p })}
                  />
                ))}
              </div>
              <DeskPoints points={appointmentPoints(a)} />
            </td>
            <td className={styles.descriptionCol}>
              <DescriptionCell id={a._id} description={a.description} context={clientOf(a)} />
            </td>
            <td>
              <div className={styles.rowActions}>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => onSteps(a)}
                  aria-label={`Avanzamento della pratica: ${clientOf(a)}`}
                >
                  Pratica
                </Button>
                <NotesButton a={a} unread={unread.get(a._id) ?? 0} onNotes={onNotes} />
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => onCertificates(a)}
                  aria-label={`Attestati di finanziabilità: ${clientOf(a)}`}
                >
                  Attestati
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => onHistory(a)}
                  aria-label={`Storico: ${clientOf(a)}`}
                >
                  Storico
                </Button>
                <Button
                  variant="danger"
                  size="sm"
                  onClick={() => onDelete(a)}
                  aria-label={`Elimina: ${clientOf(a)}`}
                >
                  Elimina
                </Button>
              </div>
            </td>
          </tr>
        )}
      </DataTable>
    </div>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import {
  NOTE_MAX,
  NOTE_MESSAGES,
  NOTE_ROLE_LABELS,
  type LeadNote,
  type LeadNotes,
} from '@portal/shared';
import { formatDateTime } from '@portal/shared/domain/format';
import { useSubmission } from '../../lib/submission';
import { Button, TextArea } from '../ui';
import styles from './lead-notes.module.css';

export interface LeadNotesActions {
  /** Sends a new note with the submission's idempotency key; resolves when it ended. */
  onCreate: (testo: string, idempotencyKey: string) => Promise<unknown>;
  /** Its author corrects a note (within the minute, decision 106). */
  onEdit: (noteId: string, testo: string) => Promise<unknown>;
}

/** A refusal of the page before the server's: an empty note. */
const emptyError = (text: string) => (text.trim() ? undefined : NOTE_MESSAGES.empty);

/**
 * Whether the minute to correct a note is still running: `leftMs` as the server counted it
 * when its answer arrived at `receivedAt` (this page's clock), so a clock set wrong on the
 * device does not matter. Turns false by itself when the minute ends.
 */
function useStillCorrectable(leftMs: number, receivedAt: number): boolean {
  const remaining = () => receivedAt + leftMs - Date.now();
  const [open, setOpen] = useState(() => remaining() > 0);
  useEffect(() => {
    const ms = remaining();
    setOpen(ms > 0);
    if (ms <= 0) return undefined;
    const timer = setTimeout(() => setOpen(false), ms);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- remaining() reads only these two
  }, [leftMs, receivedAt]);
  return open;
}

function Correction({
  note,
  onEdit,
  onDone,
  expired,
}: {
  note: LeadNote;
  onEdit: LeadNotesActions['onEdit'];
  onDone: () => void;
  /** The minute ended while the author was correcting: the note stays as it was. */
  expired: boolean;
}) {
  const [text, setText] = useState(note.testo);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const refused = emptyError(text);
    setError(refused);
    if (refused || busy || expired) return;
    setBusy(true);
    try {
      await onEdit(note._id, text);
      onDone();
    } catch {
      // The mutation shows the refusal (a toast).
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.form} onSubmit={(e) => void save(e)} noValidate>
      <TextArea
        label="Correggi la nota"
        name={`correzione-${note._id}`}
        value={text}
        onChange={setText}
        error={error}
        maxLength={NOTE_MAX}
        rows={3}
        disabled={expired}
      />
      {expired ? (
        <p className={styles.expired} role="status">
          {NOTE_MESSAGES.late} Il testo resta com’era.
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" size="sm" disabled={busy || expired}>
          Salva la correzione
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onDone}>
          Annulla
        </Button>
      </div>
    </form>
  );
}

function NoteItem({
  note,
  onEdit,
  receivedAt,
}: {
  note: LeadNote;
  onEdit: LeadNotesActions['onEdit'];
  receivedAt: number;
}) {
  const [editing, setEditing] = useState(false);
  const correctable = useStillCorrectable(note.correggibilePerMs, receivedAt) && note.correggibile;
  return (
    <li className={styles.note} data-role={note.ruolo} data-new={note.nuova || undefined}>
      <p className={styles.meta}>
        <strong>{note.autore}</strong> · {NOTE_ROLE_LABELS[note.ruolo]} ·{' '}
        <time dateTime={note.scrittaIl}>{formatDateTime(note.scrittaIl)}</time>
        {note.correttaIl ? <span> · corretta</span> : null}
        {note.nuova ? <span className={styles.badge}>Nuova</span> : null}
      </p>
      {editing ? (
        <Correction
          note={note}
          onEdit={onEdit}
          onDone={() => setEditing(false)}
          expired={!correctable}
        />
      ) : (
        <>
          <p className={styles.text}>{note.testo || <em>Testo cancellato.</em>}</p>
          {correctable ? (
            <div className={styles.actions}>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setEditing(true)}
                aria-label={`Correggi la nota delle ${formatDateTime(note.scrittaIl)}`}
              >
                Correggi
              </Button>
            </div>
          ) : null}
        </>
      )}
    </li>
  );
}

/**
 * The conversation of a lead (decision 105): every note in order with its author, role and
 * time, the new ones marked, and the form of a new note (at most 2,000 characters, a paste
 * cut at the limit said on the field). Its author corrects a note for one minute: «Correggi»
 * goes when the minute does.
 */
export function LeadNotesThread({
  notes,
  receivedAt,
  onCreate,
  onEdit,
}: {
  notes: LeadNotes;
  /** When these notes arrived (the query's dataUpdatedAt, this page's clock). */
  receivedAt: number;
} & LeadNotesActions) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const submission = useSubmission(async (testo: string, { idempotencyKey }) => {
    await onCreate(testo, idempotencyKey);
    setText('');
  });
  const send = (event: FormEvent) => {
    event.preventDefault();
    const refused = emptyError(text);
    setError(refused);
    if (!refused) submission.submit(text);
  };
  return (
    <div className={styles.thread}>
      {notes.note.length === 0 ? (
        <p>Nessuna nota finora.</p>
      ) : (
        <ol className={styles.notes} aria-label="Note della pratica">
          {notes.note.map((n) => (
            <NoteItem key={n._id} note={n} onEdit={onEdit} receivedAt={receivedAt} />
          ))}
        </ol>
      )}
      <form className={styles.form} onSubmit={send} noValidate>
        <TextArea
          label="Nuova nota"
          name="nota"
          value={text}
          onChange={(v) => {
            setText(v);
            if (error) setError(undefined);
          }}
          error={error}
          maxLength={NOTE_MAX}
          rows={3}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={submission.isPending}>
            Invia la nota
          </Button>
        </div>
      </form>
    </div>
  );
}

import { useId, useRef, useState } from 'react';
import { LIMITS } from '@portal/shared';
import { Button, usePasteLimit } from '../../../components/ui';
import { useSubmission } from '../../../lib/submission';
import { useEditDescription } from '../api/edit-description';
import styles from './desk.module.css';

/**
 * The description, edited in place: 'Modifica' opens a box; Salva (or Ctrl+Invio) sends
 * it, Annulla (or Esc) closes it unchanged.
 */
export function DescriptionCell({
  id,
  description,
  context,
}: {
  id: string;
  description: string;
  context: string;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const edit = useEditDescription();
  const fieldId = useId();
  const paste = usePasteLimit(LIMITS.description, { inputId: fieldId });
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setDraft(null);
    requestAnimationFrame(() => opener.current?.focus());
  };
  // One save at a time: a double click (or Ctrl+Invio twice) saves once.
  const saving = useSubmission((text: string) =>
    edit.mutateAsync({ id, description: text }, { onSuccess: close }),
  );
  const save = () => {
    if (draft === null) return;
    if (draft.trim() === description) return close();
    saving.submit(draft.trim());
  };

  if (draft === null) {
    return (
      <div className={styles.description}>
        <span className={description ? undefined : styles.muted}>
          {description || 'Nessuna descrizione'}
        </span>
        <Button
          ref={opener}
          variant="secondary"
          size="sm"
          aria-label={`Modifica la descrizione: ${context}`}
          onClick={() => setDraft(description)}
        >
          Modifica
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.descriptionEdit}>
      <label htmlFor={fieldId} className="visually-hidden">
        Descrizione: {context}
      </label>
      <textarea
        id={fieldId}
        className={styles.textarea}
        value={draft}
        maxLength={LIMITS.description}
        rows={3}
        // The editor opens because the user asked for it: focus goes where the typing will.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        aria-describedby={paste.describedBy(undefined)}
        onPaste={paste.onPaste}
        onChange={(event) => {
          paste.onEdit(event.target.value);
          setDraft(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) save();
        }}
      />
      {paste.notice}
      <div className={styles.descriptionActions}>
        <Button
          size="sm"
          onClick={save}
          aria-disabled={saving.isPending || undefined}
          aria-busy={saving.isPending || undefined}
        >
          {saving.isPending ? 'Salvataggio…' : 'Salva'}
        </Button>
        <Button variant="secondary" size="sm" onClick={close} disabled={saving.isPending}>
          Annulla
        </Button>
      </div>
    </div>
  );
}

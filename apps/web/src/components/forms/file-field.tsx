import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../ui';
import { fileRefusal } from './file-rules';
import styles from './file-field.module.css';

export interface FileFieldProps {
  label: string;
  /** The file input's name. */
  name: string;
  /** An image shows a preview; a PDF a link to the stored file. */
  kind: 'image' | 'pdf';
  /** The preview's frame: the tiles' 16:7 (default) or a square, round photo. */
  shape?: 'wide' | 'square';
  accept: string;
  maxBytes: number;
  hint: string;
  /** The stored file's URL, if any. */
  current: string | null;
  file: File | null;
  removed: boolean;
  onFile: (file: File | null) => void;
  onRemove: (removed: boolean) => void;
  /** A message from the server about this file. */
  error?: string | undefined;
}

/**
 * An upload field: the stored file (preview or link), a new choice, 'Rimuovi'. Size and
 * type are checked here to answer at once (the server checks the content again): a
 * refused file stays named with the reason, and the file input reports it as its custom
 * validity, so the form does not save until the file is replaced or the choice cancelled.
 */
export function FileField({
  label,
  name,
  kind,
  shape = 'wide',
  accept,
  maxBytes,
  hint,
  current,
  file,
  removed,
  onFile,
  onRemove,
  error,
}: FileFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // The file the browser refused, and why.
  const [refused, setRefused] = useState<{ name: string; reason: string } | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file || kind !== 'image') return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file, kind]);

  useEffect(() => {
    inputRef.current?.setCustomValidity(refused?.reason ?? '');
  }, [refused]);

  const shown = file ? preview : removed ? null : current;
  const message = refused?.reason ?? error;
  const describedBy = [`${id}-hint`, message ? `${id}-error` : ''].filter(Boolean).join(' ');

  const clearInput = () => {
    if (inputRef.current) inputRef.current.value = '';
  };
  const choose = (chosen: File | null) => {
    const reason = chosen ? fileRefusal(chosen, accept, maxBytes) : null;
    if (chosen && reason) {
      setRefused({ name: chosen.name, reason });
      // Emptied, so choosing the same file again still answers; the refusal stays.
      clearInput();
      onFile(null);
      return;
    }
    setRefused(null);
    onFile(chosen);
    if (chosen) onRemove(false);
  };

  return (
    <div className={styles.fileField}>
      <span id={`${id}-label`} className={styles.fileLabel}>
        {label}
      </span>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      {kind === 'image' ? (
        <div className={styles.filePreview} data-empty={!shown} data-shape={shape}>
          {shown ? (
            <img src={shown} alt={`Anteprima: ${label.toLowerCase()}`} />
          ) : (
            <span>Nessuna immagine</span>
          )}
        </div>
      ) : (
        <p className={styles.fileCurrent}>
          {current && !removed ? (
            <a href={current} target="_blank" rel="noopener noreferrer">
              Apri il PDF attuale (nuova scheda)
            </a>
          ) : removed && current ? (
            'Il PDF attuale verrà rimosso al salvataggio'
          ) : (
            'Nessun PDF caricato'
          )}
        </p>
      )}
      <div className={styles.fileActions}>
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="file"
          accept={accept}
          className={styles.fileInput}
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          aria-invalid={message ? true : undefined}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        {/* The browser's own button speaks the browser's language: this one speaks Italian. */}
        <label htmlFor={id} className={styles.pickButton}>
          {file || (current && !removed) ? 'Cambia file…' : 'Scegli un file…'}
        </label>
        <span className={styles.fileName}>
          {file ? file.name : refused ? `${refused.name} (rifiutato)` : 'Nessun nuovo file scelto'}
        </span>
        {file || refused ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              clearInput();
              setRefused(null);
              onFile(null);
            }}
          >
            Annulla scelta
          </Button>
        ) : current && !removed ? (
          <Button variant="secondary" size="sm" onClick={() => onRemove(true)}>
            {kind === 'image' ? 'Rimuovi immagine' : 'Rimuovi PDF'}
          </Button>
        ) : null}
        {removed && current && !file ? (
          <Button variant="secondary" size="sm" onClick={() => onRemove(false)}>
            Annulla rimozione
          </Button>
        ) : null}
      </div>
      {message ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}

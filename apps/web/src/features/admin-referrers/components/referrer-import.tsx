import { useId, useState, type ChangeEvent } from 'react';
import type { ReferrerImportPreview } from '@portal/shared';
import { REFERRER_CSV_COLUMNS } from '@portal/shared';
import { Badge } from '../../../components/admin/state-badge';
import { TableFrame } from '../../../components/admin/table-controls';
import { Button } from '../../../components/ui';
import { formatNumber } from '@portal/shared/domain/format';
import { useSubmission } from '../../../lib/submission';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { useCommitReferrerImport } from '../api/commit-referrer-import';
import { usePreviewReferrerImport } from '../api/preview-referrer-import';
import styles from './referrers.module.css';

const MAX_BYTES = 900_000;

function PreviewTable({ preview }: { preview: ReferrerImportPreview }) {
  return (
    <TableFrame label="Anteprima dell’importazione">
      <thead>
        <tr>
          <th scope="col">Riga</th>
          <th scope="col">Codice</th>
          <th scope="col">Cognome e nome</th>
          <th scope="col">E-mail</th>
          <th scope="col">Esito</th>
        </tr>
      </thead>
      <tbody>
        {preview.rows.map((row) => (
          <tr key={row.line} data-invalid={row.errors.length > 0 || undefined}>
            <td>{row.line}</td>
            <td>{row.codice || '—'}</td>
            <td>{`${row.cognome} ${row.nome}`.trim() || '—'}</td>
            <td>{row.email || '—'}</td>
            <td>
              {row.errors.length === 0 ? (
                <Badge tone="ok">DA IMPORTARE</Badge>
              ) : (
                <ul className={styles.errors}>
                  {row.errors.map((e) => (
                    <li key={e}>{e}</li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

/**
 * Referrers from a CSV file or pasted text (codice;nome;cognome;email;urlPhoto;urlAgente,
 * semicolon or comma): first a preview with the errors of each row, nothing written; then
 * the valid rows in one transaction.
 */
export function ReferrerImport({ onDone }: { onDone: () => void }) {
  const textId = useId();
  const fileId = useId();
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState('');
  const preview = usePreviewReferrerImport();
  const commit = useCommitReferrerImport();
  // One import at a time, with its key: a double click imports once.
  const importing = useSubmission((text: string, { idempotencyKey }) =>
    commit.mutateAsync(
      { body: text, idempotencyKey },
      {
        onSuccess: (result) => {
          notifySuccess(
            `Referenti importati: ${formatNumber(result.created)}${result.skipped ? `, righe scartate: ${formatNumber(result.skipped)}` : ''}`,
          );
          setCsv('');
          preview.reset();
          onDone();
        },
      },
    ),
  );

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > MAX_BYTES) {
      notifyError(null, 'Il file è troppo grande (massimo 900 kB).');
      return;
    }
    const text = await file.text();
    setFileName(file.name);
    setCsv(text);
    preview.reset();
  };

  const ready = preview.data && preview.variables === csv ? preview.data : null;

  return (
    <div className={styles.import}>
      <p className={styles.hint}>
        Colonne: <code>{REFERRER_CSV_COLUMNS.join(';')}</code>. Separatore punto e virgola o
        virgola; la riga di intestazione è facoltativa. Nulla viene salvato prima della conferma.
      </p>
      <div className={styles.importInputs}>
        <div className={styles.field}>
          <span className={styles.fieldTitle}>File CSV</span>
          {/* The browser's own file button speaks the browser's language: an Italian label stands in for it. */}
          <input
            id={fileId}
            type="file"
            className={styles.fileInput}
            accept=".csv,text/csv,text/plain"
            onChange={(e) => void onFile(e)}
          />
          <label htmlFor={fileId} className={styles.fileButton}>
            Scegli un file CSV
          </label>
          <span className={styles.fileName}>{fileName || 'Nessun file scelto'}</span>
        </div>
        <div className={styles.field}>
          <label htmlFor={textId}>Oppure incolla il testo</label>
          <textarea
            id={textId}
            rows={6}
            value={csv}
            spellCheck={false}
            onChange={(e) => {
              setCsv(e.target.value);
              preview.reset();
            }}
          />
        </div>
      </div>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          disabled={csv.trim() === '' || preview.isPending}
          aria-busy={preview.isPending}
          onClick={() => preview.mutate(csv)}
        >
          {preview.isPending ? 'Verifica…' : 'Anteprima'}
        </Button>
        {ready ? (
          <Button
            disabled={ready.valid === 0}
            aria-disabled={importing.isPending || undefined}
            aria-busy={importing.isPending || undefined}
            onClick={() => importing.submit(csv)}
          >
            {importing.isPending
              ? 'Importazione…'
              : `Importa ${formatNumber(ready.valid)} ${ready.valid === 1 ? 'riga valida' : 'righe valide'}`}
          </Button>
        ) : null}
      </div>
      {ready ? (
        <>
          <p className={styles.summary} role="status">
            {formatNumber(ready.rows.length)} righe lette: {formatNumber(ready.valid)} valide,{' '}
            {formatNumber(ready.invalid)} con errori (non verranno importate).
          </p>
          <PreviewTable preview={ready} />
        </>
      ) : null}
    </div>
  );
}

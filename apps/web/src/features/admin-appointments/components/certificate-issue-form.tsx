import { useState, type FormEvent } from 'react';
import {
  CERTIFICATE_MESSAGES,
  CONSAP_ANSWERS,
  CONSAP_ANSWER_LABELS,
  CertificateIssueBodySchema,
  annualRateForYears,
  certificateFigures,
  mortgage,
  type CertificateDraft,
  type CertificateIssueBody,
  type ConsapAnswer,
} from '@portal/shared';
import { formatEuro, formatNumber, formatPercent } from '@portal/shared/domain/format';
import { Button, Select, TextInput } from '../../../components/ui';
import { useSubmission } from '../../../lib/submission';
import styles from './certificates.module.css';

interface Values {
  acquirente: string;
  mutuo: string;
  prezzo: string;
  anni: string;
  consap: ConsapAnswer;
}
type Errors = Partial<Record<keyof Values, string>>;

const euroText = (cents: number | null) => (cents === null ? '' : formatNumber(cents / 100, 2));

const CONSAP_OPTIONS = CONSAP_ANSWERS.map((value) => ({
  value,
  label: CONSAP_ANSWER_LABELS[value],
}));

/** The body the form stands for, or the Italian message of each field it cannot send. */
function parse(id: string, v: Values): { body?: CertificateIssueBody; errors: Errors } {
  const errors: Errors = {};
  const loan = mortgage.parseEuroCents(v.mutuo);
  const price = mortgage.parseEuroCents(v.prezzo);
  const years = Number(v.anni.trim());
  if (loan === null || loan <= 0) errors.mutuo = CERTIFICATE_MESSAGES.loan;
  if (price === null || price <= 0) errors.prezzo = CERTIFICATE_MESSAGES.price;
  const candidate = {
    id,
    acquirente: v.acquirente,
    mutuoMassimoCents: loan ?? 0,
    prezzoCents: price ?? 0,
    durataAnni: v.anni.trim() === '' ? Number.NaN : years,
    consap: v.consap,
  };
  const checked = CertificateIssueBodySchema.safeParse(candidate);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = {
        acquirente: 'acquirente',
        mutuoMassimoCents: 'mutuo',
        prezzoCents: 'prezzo',
        durataAnni: 'anni',
        consap: 'consap',
      }[String(issue.path[0])] as keyof Values | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  return Object.keys(errors).length > 0 ? { errors } : { body: candidate, errors };
}

/** What the engine gives for the typed figures, as the server will compute it. */
function preview(draft: CertificateDraft, body: CertificateIssueBody | undefined) {
  if (!body) return null;
  const annualRate = annualRateForYears(
    { annualRate: draft.rateBands[0]?.annualRate ?? 0, rateBands: draft.rateBands },
    body.durataAnni,
  );
  try {
    return {
      annualRate,
      ...certificateFigures({
        maxLoanCents: body.mutuoMassimoCents,
        priceCents: body.prezzoCents,
        years: body.durataAnni,
        annualRate,
        istruttoriaRate: draft.istruttoriaRate,
        periziaCents: draft.periziaCents,
        intermediaryName: draft.intermediario,
        intermediaryDetails: draft.intermediarioDettagli,
      }),
    };
  } catch {
    return null;
  }
}

/**
 * «Emetti un attestato» (decision 117): prefilled from the lead and its plan; the admin sets
 * buyer, maximum loan, price, duration and the Consap answer; LTV, instalment and TAEG are
 * the engine's, shown as typed and computed again by the server.
 */
export function CertificateIssueForm({
  id,
  draft,
  onIssue,
}: {
  id: string;
  draft: CertificateDraft;
  onIssue: (body: CertificateIssueBody, idempotencyKey: string) => Promise<unknown>;
}) {
  const [values, setValues] = useState<Values>({
    acquirente: draft.acquirente,
    mutuo: euroText(draft.mutuoMassimoCents),
    prezzo: euroText(draft.prezzoCents),
    anni: String(draft.durataAnni),
    consap: 'non_valutata',
  });
  const [errors, setErrors] = useState<Errors>({});
  const submission = useSubmission(async (body: CertificateIssueBody, { idempotencyKey }) => {
    await onIssue(body, idempotencyKey);
  });
  const parsed = parse(id, values);
  const figures = preview(draft, parsed.body);
  const set = (field: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    setErrors(parsed.errors);
    if (parsed.body) submission.submit(parsed.body);
  };
  return (
    <form className={styles.form} onSubmit={send} noValidate aria-label="Emetti un attestato">
      <TextInput
        label="Acquirente"
        name="acquirente"
        value={values.acquirente}
        onChange={set('acquirente')}
        error={errors.acquirente}
        maxLength={120}
        required
      />
      <div className={styles.row}>
        <TextInput
          label="Mutuo massimo (€)"
          name="mutuo"
          inputMode="decimal"
          value={values.mutuo}
          onChange={set('mutuo')}
          error={errors.mutuo}
          required
        />
        <TextInput
          label="Prezzo dell’immobile (€)"
          name="prezzo"
          inputMode="decimal"
          value={values.prezzo}
          onChange={set('prezzo')}
          error={errors.prezzo}
          required
        />
        <TextInput
          label="Durata (anni)"
          name="anni"
          inputMode="numeric"
          value={values.anni}
          onChange={set('anni')}
          error={errors.anni}
          required
        />
      </div>
      <Select
        label="Verifica Consap"
        name="consap"
        options={CONSAP_OPTIONS}
        value={values.consap}
        onChange={(v) => set('consap')(v)}
        error={errors.consap}
        required
      />
      <dl className={styles.preview} aria-live="polite" aria-label="Valori calcolati">
        <div>
          <dt>LTV</dt>
          <dd>{figures ? formatPercent(figures.ltv, 2) : '—'}</dd>
        </div>
        <div>
          <dt>Rata mensile</dt>
          <dd>{figures ? formatEuro(figures.instalmentCents) : '—'}</dd>
        </div>
        <div>
          <dt>TAN fisso</dt>
          <dd>{figures ? formatPercent(figures.annualRate, 2) : '—'}</dd>
        </div>
        <div>
          <dt>TAEG</dt>
          <dd>{figures ? formatPercent(figures.taeg, 2) : '—'}</dd>
        </div>
      </dl>
      <p className={styles.note}>
        LTV, rata e TAEG sono calcolati con le condizioni dei mutui in vigore; l’attestato vale 60
        giorni.
      </p>
      <div>
        <Button type="submit" disabled={submission.isPending}>
          Emetti l’attestato
        </Button>
      </div>
    </form>
  );
}

import { CopyField } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { usePublicConfig } from '../../../lib/public-config-context';
import type { CalculatorValues } from '../model/calculator-form';
import type { PlanOutcome } from '../model/compute-plan';
import type { PlanExtras } from '../model/plan-extras';
import { shareQueryOf } from '../model/share-link';
import { ConsapAnswer } from './consap-answer';
import { ScenariosTable } from './scenarios-table';
import styles from './scenarios.module.css';

/** Under the plan's figures: the Consap answer (when asked for) and the scenarios. */
export function PlanExtrasCards({ extras }: { extras: PlanExtras }) {
  return (
    <>
      {extras.consap ? <ConsapAnswer outcome={extras.consap} /> : null}
      <ScenariosTable scenarios={extras.scenarios} />
    </>
  );
}

/**
 * The link of this plan on the agency's share page: price, loan, duration, rate and the
 * Consap facts, so whoever opens it sees the same answer (decision 116). Not printed.
 */
export function PlanLink({
  slug,
  values,
  outcome,
}: {
  slug: string;
  values: CalculatorValues;
  outcome: PlanOutcome | null;
}) {
  const { publicUrl } = usePublicConfig();
  const query = shareQueryOf(values, outcome);
  if (query === null) return null;
  return (
    <section className={styles.link} aria-labelledby="link-piano-titolo" data-print-hide="">
      <h3 id="link-piano-titolo" className={styles.subTitle}>
        Il link di questo piano
      </h3>
      <CopyField
        label="Chi apre il link vede gli stessi importi e la stessa verifica Consap (redditi e risparmi non sono nel link)"
        value={`${publicUrl}${paths.pianoAcquistoShare(slug)}?${query}`}
        copied="Link del piano copiato negli appunti"
        buttonLabel="Copia il link"
      />
    </section>
  );
}

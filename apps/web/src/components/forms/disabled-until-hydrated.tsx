import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import styles from './disabled-until-hydrated.module.css';

/**
 * Its controls disabled until the page is interactive (decision 080): on a public page the
 * server rendered, a field or a button painted before the page's script has taken it over
 * would do nothing, and what was typed into it would be lost. Disabled, it says so; its links
 * still work. A fieldset laid out as if it were not there, so nothing moves when it is
 * enabled; in the app (rendered in the browser) it is enabled from the start.
 */
export function DisabledUntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className={styles.group} disabled={!hydrated}>
      {children}
    </fieldset>
  );
}

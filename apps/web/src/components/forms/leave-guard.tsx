import { useEffect, useRef } from 'react';
import { useLeaveBlocker } from '../../lib/nav';
import { Button, Modal } from '../ui';
import styles from './leave-guard.module.css';

export const LEAVE_TITLE = 'Uscire senza inviare il modulo?';
export const LEAVE_TEXT =
  'Hai iniziato a compilare il modulo: se esci ora, i dati inseriti andranno persi.';

/**
 * Asks before a half-filled form is lost: while `when` holds, leaving for another page of
 * the portal opens a question in Italian (stay, or leave without sending), and a reload,
 * a closed tab or an address typed in the bar gets the browser's own question (whose text
 * the browser writes, in its language). Moving within the same page (an anchor, the
 * address's query) is not leaving.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  // The router's: every page is rendered through its route tree (decision 091).
  const blocker = useLeaveBlocker(when);
  /** The visitor chose to leave: the browser must not ask again on the way out. */
  const leaving = useRef(false);

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers want a text here; none shows it any more.
      event.returnValue = LEAVE_TEXT;
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  const stay = () => blocker.reset();
  return (
    <Modal
      value={blocker.blocked}
      onChange={(open) => {
        if (!open) stay();
      }}
      title={LEAVE_TITLE}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={stay}>
            Resta nel modulo
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              leaving.current = true;
              blocker.proceed();
            }}
          >
            Esci senza inviare
          </Button>
        </div>
      }
    >
      <p className={styles.text}>{LEAVE_TEXT}</p>
    </Modal>
  );
}

import { useNavLocation } from '../../../lib/nav';
import { isSignedOutElsewhere, SIGNED_OUT_ELSEWHERE_MESSAGE } from '../../../lib/session-broadcast';
import styles from './login.module.css';

/** On a login opened because another tab logged out: why this tab left its page. */
export function SignedOutElsewhere() {
  if (!isSignedOutElsewhere(useNavLocation().state)) return null;
  return (
    <p className={styles.signedOut} role="status">
      {SIGNED_OUT_ELSEWHERE_MESSAGE}
    </p>
  );
}

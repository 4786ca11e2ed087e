import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui';
import styles from './registration-form.module.css';

/** Shown in place of the form once the server accepted it. */
export function RegistrationDone({ email, onAgain }: { email: string; onAgain: () => void }) {
  const title = useRef<HTMLHeadingElement>(null);
  // The form (and the focused button) is gone: keyboard and screen-reader users land here.
  useEffect(() => {
    title.current?.focus();
  }, []);
  return (
    <div className={styles.done} role="status">
      <h3 ref={title} tabIndex={-1} className={styles.doneTitle}>
        Controlla la tua casella di posta
      </h3>
      <p>
        Abbiamo inviato a <strong>{email}</strong> un’e-mail con il link per confermare la
        registrazione. Il link vale 48 ore e si può usare una sola volta.
      </p>
      <p className={styles.hint}>
        Non la trovi? Controlla la cartella dello spam. Se l’indirizzo era già registrato, vi trovi
        le indicazioni per accedere.
      </p>
      <Button variant="secondary" onClick={onAgain}>
        Compila un’altra registrazione
      </Button>
    </div>
  );
}

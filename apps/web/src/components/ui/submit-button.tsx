import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from './button';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'disabled'> {
  /** The form's request runs: the button is disabled and says `pendingLabel`. */
  pending: boolean;
  /** What the button says while the request runs, e.g. 'Salvataggio…'. */
  pendingLabel: string;
}

/**
 * The submit button of every form that sends something. While the request runs it is
 * disabled with `aria-disabled`, not `disabled` (which would drop the keyboard focus
 * mid-save), and a click on it submits nothing; the form's own guard (lib/submission)
 * also refuses a second submission that arrives before this renders.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  onClick,
  ...rest
}: SubmitButtonProps) {
  return (
    <Button
      {...rest}
      type="submit"
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (pending) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {pending ? pendingLabel : children}
    </Button>
  );
}

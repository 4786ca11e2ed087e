import { QueryClientProvider } from '@tanstack/react-query';
import { UserLoginPage } from '../../features/auth/components/user-login-page';
import { handOver } from '../../lib/handover';
import { createQueryClient } from '../../lib/query-client';

// The form's Italian messages come with its checks, on first use (login-validation.ts).
const queryClient = createQueryClient();

/** Signed in: the app starts on the page asked for, and says so with its toast. */
function enterTheApp(target: string) {
  handOver('toast', 'Accesso eseguito', new URL(target, location.href).pathname);
  location.replace(target);
}

/** The reserved area's login on a light page (decision 065). */
export function LoginContent() {
  return (
    <QueryClientProvider client={queryClient}>
      <UserLoginPage onSignedIn={enterTheApp} />
    </QueryClientProvider>
  );
}

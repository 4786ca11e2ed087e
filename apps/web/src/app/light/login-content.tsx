import { QueryClientProvider } from '@tanstack/react-query';
import { installItalianMessages } from '@portal/shared/validation-messages';
import { UserLoginPage } from '../../features/auth/components/user-login-page';
import { handOver } from '../../lib/handover';
import { createQueryClient } from '../../lib/query-client';

// What app/start.tsx sets up for the whole app, here for the login form. Only in the browser: on
// the server, zod is the API's own.
if (typeof window !== 'undefined') installItalianMessages();
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

import { QueryClientProvider } from '@tanstack/react-query';
import { installItalianMessages } from '@portal/shared/validation-messages';
import { ToastHost } from '../../components/layout/toast-host';
import { AffidaRegistrationForm } from '../../features/registration/components/affida-registration-form';
import { createQueryClient } from '../../lib/query-client';

// What app/start.tsx sets up for the whole app, here for the form alone (decision 065).
installItalianMessages();
const queryClient = createQueryClient();

/** The light Affida page's registration form, with the providers it needs. */
export default function AffidaIsland() {
  return (
    <QueryClientProvider client={queryClient}>
      <AffidaRegistrationForm />
      <ToastHost />
    </QueryClientProvider>
  );
}

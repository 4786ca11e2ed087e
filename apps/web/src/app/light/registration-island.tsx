import { QueryClientProvider } from '@tanstack/react-query';
import { installItalianMessages } from '@portal/shared/validation-messages';
import { ToastHost } from '../../components/layout/toast-host';
import { AgencyRegistrationForm } from '../../features/registration/components/agency-registration-form';
import { createQueryClient } from '../../lib/query-client';

// What app/start.tsx sets up for the whole app, here for the form alone (decision 065).
installItalianMessages();
const queryClient = createQueryClient();

/** The light home page's registration form, with the providers it needs. */
export default function RegistrationIsland() {
  return (
    <QueryClientProvider client={queryClient}>
      <AgencyRegistrationForm />
      <ToastHost />
    </QueryClientProvider>
  );
}

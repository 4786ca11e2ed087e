import { QueryClientProvider } from '@tanstack/react-query';
import type { PianoLeadPlan } from '@portal/shared';
import { installItalianMessages } from '@portal/shared/validation-messages';
import { ToastHost } from '../../components/layout/toast-host';
import { SendPlanForm } from '../../features/piano-acquisto/components/send-plan-form';
import { createQueryClient } from '../../lib/query-client';

// What app/start.tsx sets up for the whole app, here for the form alone (decision 065).
installItalianMessages();
const queryClient = createQueryClient();

/** The share page's form that sends the plan to the agency, with the providers it needs. */
export default function SendPlanIsland(props: {
  slug: string;
  agencyName: string;
  plan: PianoLeadPlan | null;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <SendPlanForm {...props} />
      <ToastHost />
    </QueryClientProvider>
  );
}

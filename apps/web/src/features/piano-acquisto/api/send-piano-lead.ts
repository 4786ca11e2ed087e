import { useMutation } from '@tanstack/react-query';
import type { PianoLeadBody } from '@portal/shared';
import { pianoLead } from '@portal/shared/routes/tools';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';

/** POST /{product}/strumenti/piano-acquisto/{slug}/richiesta: the client sends the plan. */
export function useSendPianoLead(slug: string) {
  const { productSlug } = usePublicConfig();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PianoLeadBody; idempotencyKey: string }) =>
      callApi(pianoLead, { product: productSlug, params: { slug }, body, idempotencyKey }),
    meta: { errorMessage: 'Invio non riuscito: riprova tra poco.' },
  });
}

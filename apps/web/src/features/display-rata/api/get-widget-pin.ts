import { useQuery } from '@tanstack/react-query';
import { WIDGET_PIN_PATH, WidgetScriptPinSchema, type WidgetScriptPin } from '@portal/shared';
import { displayRataKeys } from './query-keys';

/**
 * GET /widget/display-rata.json (a static file's metadata, outside /v2): the current
 * content-hashed script and its SRI hash, for the pinned snippet.
 */
/** The portal answered: no built script to pin (retrying will not change that). */
class WidgetPinMissing extends Error {}

export async function getWidgetPin(signal?: AbortSignal): Promise<WidgetScriptPin> {
  const res = await fetch(WIDGET_PIN_PATH, { signal, headers: { accept: 'application/json' } });
  if (res.status >= 400 && res.status < 500) throw new WidgetPinMissing(`HTTP ${res.status}`);
  if (!res.ok) throw new Error(`display-rata.json: HTTP ${res.status}`);
  return WidgetScriptPinSchema.parse(await res.json());
}

/** Asked only when the agency opens the pinned variant. */
export function useWidgetPin(enabled: boolean) {
  return useQuery({
    queryKey: displayRataKeys.pin(),
    queryFn: ({ signal }) => getWidgetPin(signal),
    enabled,
    staleTime: 5 * 60_000,
    retry: (failures, error) => !(error instanceof WidgetPinMissing) && failures < 2,
  });
}

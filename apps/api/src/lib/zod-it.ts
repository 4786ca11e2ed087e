import { z } from 'zod';
import { it } from 'zod/locales';

let done = false;
/** Zod's own messages in Italian; the spec's exact messages are set on the schemas. */
export function useItalianZod() {
  if (done) return;
  z.config(it());
  done = true;
}

// Fixed rows for the Display Rata funnel journey (e2e/tools-funnel.spec.ts): one agency
// whose widget is on, used by no other journey, so its counts are the journey's own.
import type { Db } from '../../apps/api/src/db/client';
import { agencies, displayRataSettings } from '../../apps/api/src/db/schema/index';
import { hashPassword } from '../../apps/api/src/lib/passwords';

export const FUNNEL_PASSWORD = 'Imbuto-E2e-Password-2026';
export const FUNNEL_AGENCY = {
  nome: 'Agenzia Imbuto Chiaro',
  slug: 'imbuto-chiaro-e2e',
  email: 'imbuto-e2e@example.it',
};

export default async function seedFunnel(db: Db): Promise<void> {
  const [agency] = await db
    .insert(agencies)
    .values({
      ...FUNNEL_AGENCY,
      passwordHash: await hashPassword(FUNNEL_PASSWORD),
      state: 'CONFERMATO',
      provenienza: 'e2e-funnel',
      comune: 'Torino',
      provincia: 'TO',
    })
    .returning({ id: agencies.id });
  await db.insert(displayRataSettings).values({
    agencyId: agency!.id,
    enabled: true,
    durationYears: 25,
    ltvPercent: 80,
    rateSource: 'default',
    color: '#1f4e79',
    label: 'Rata da',
  });
}

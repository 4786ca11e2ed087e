// The journeys' other administrators (env.ts, E2E_ADMINS): enrolled in the second factor,
// with the e2e admin's name and password, so any of them does what a journey asks of "the
// admin" and a journey file signs in as its own.
import { hashPassword } from '../../apps/api/src/lib/passwords';
import type { Db } from '../../apps/api/src/db/client';
import { admins } from '../../apps/api/src/db/schema/index';
import { E2E_ADMINS } from './env';

export default async function seedAdmins(db: Db): Promise<void> {
  const passwordHash = await hashPassword(E2E_ADMINS[0]!.password);
  await db.insert(admins).values(
    E2E_ADMINS.slice(1).map((a) => ({
      // The name the server gives the admin it makes from ADMIN_EMAIL (db/seed.ts).
      name: 'Amministratore',
      surname: '',
      email: a.email,
      passwordHash,
      totpSecret: a.secret,
    })),
  );
}

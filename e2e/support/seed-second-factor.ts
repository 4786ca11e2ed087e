// An administrator who has never signed in: the second-factor journey enrols them
// (e2e/admin-second-factor.spec.ts). Nobody else uses this account.
import { hashPassword } from '../../apps/api/src/lib/passwords';
import type { Db } from '../../apps/api/src/db/client';
import { admins } from '../../apps/api/src/db/schema/index';

export const NEW_ADMIN = {
  name: 'Nadia',
  surname: 'Nuova',
  email: 'nuova-admin-e2e@example.it',
  password: 'Nuova-Admin-Password-2026',
};

export default async function seedSecondFactor(db: Db): Promise<void> {
  await db.insert(admins).values({
    name: NEW_ADMIN.name,
    surname: NEW_ADMIN.surname,
    email: NEW_ADMIN.email,
    passwordHash: await hashPassword(NEW_ADMIN.password),
  });
}

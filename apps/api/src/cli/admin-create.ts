// npm run admin:create -- --email mario@example.it --name Mario --surname Rossi [--password …]
// Creates an administrator in the configured database (DATABASE_URL or DATA_DIR). Without
// --password a strong one is generated and printed once.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/lock';
import { hashPassword } from '../lib/passwords';
import { findAdminByEmail, insertAdmin } from '../modules/auth/auth.queries';
import { passwordProblem } from '../modules/auth/password-policy';

const ArgsSchema = z.object({
  email: z.email({ message: 'e-mail non valida' }),
  name: z.string({ message: 'nome obbligatorio' }).min(1, 'nome obbligatorio'),
  surname: z.string().default(''),
  password: z.string().optional(),
});

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      surname: { type: 'string' },
      password: { type: 'string' },
    },
  });
  const args = ArgsSchema.safeParse(values);
  if (!args.success) {
    console.error(
      'Uso: npm run admin:create -- --email EMAIL --name NOME [--surname COGNOME] [--password PASSWORD]',
    );
    for (const i of args.error.issues) console.error(`  --${i.path.join('.')}: ${i.message}`);
    process.exit(2);
  }
  const password = args.data.password ?? `${randomBytes(12).toString('base64url')}-Aa1`;
  const problem = await passwordProblem(password, [args.data.email, args.data.name]);
  if (problem) {
    console.error(`Password non accettata: ${problem}`);
    process.exit(2);
  }
  const config = loadConfig(process.env, {}, { purpose: 'tool' });
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'pgdata'),
  });
  try {
    const email = args.data.email.toLowerCase();
    const existing = await findAdminByEmail(database.db, email);
    if (existing) {
      console.error(`Esiste già un amministratore con e-mail ${email}.`);
      process.exitCode = 1;
      return;
    }
    await insertAdmin(database.db, {
      email,
      name: args.data.name,
      surname: args.data.surname,
      passwordHash: await hashPassword(password),
    });
    console.log(`Amministratore creato: ${email}`);
    if (!args.data.password) console.log(`Password (mostrata solo ora): ${password}`);
    console.log('Al primo accesso attiverà il secondo fattore con un’app di autenticazione.');
  } finally {
    await database.close();
    release();
  }
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('Creazione non riuscita:', err);
  }
  process.exit(1);
});

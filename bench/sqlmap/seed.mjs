// Seeds a fresh embedded database for bench/sqlmap.sh before the server starts:
// an internal agent and a linked agency (known password), one appointment of theirs.
// Usage: node --import tsx bench/sqlmap/seed.mjs <DATA_DIR>  → prints JSON ids on stdout.
import { join } from 'node:path';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { agencies, appointments, referrers } from '../../apps/api/src/db/schema/index.ts';
import { hashPassword } from '../../apps/api/src/lib/passwords.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: seed.mjs <DATA_DIR>');
const password = process.env.SQLMAP_AGENT_PASSWORD ?? 'Sqlmap-Agente-2026!';
const database = await openDatabase({ pgliteDir: join(dataDir, 'pgdata') });
try {
  const passwordHash = await hashPassword(password);
  const [ref] = await database.db
    .insert(referrers)
    .values({
      codice: 'SQLMAP-1',
      nome: 'Giulia',
      cognome: 'Conti',
      email: 'ref-sqlmap@example.it',
    })
    .returning();
  const [agent] = await database.db
    .insert(agencies)
    .values({
      nome: 'Agente Sqlmap',
      email: 'agente-sqlmap@example.it',
      passwordHash,
      state: 'CONFERMATO',
      agenteInterno: true,
      slug: 'agente-sqlmap',
      referenteId: ref.id,
    })
    .returning();
  const [agency] = await database.db
    .insert(agencies)
    .values({
      nome: 'Agenzia Sqlmap',
      email: 'agenzia-sqlmap@example.it',
      passwordHash,
      state: 'CONFERMATO',
      slug: 'agenzia-sqlmap',
      referenteId: ref.id,
      provincia: 'RM',
      comune: 'Roma',
    })
    .returning();
  const [appt] = await database.db
    .insert(appointments)
    .values({
      agencyId: agency.id,
      agentId: agent.id,
      state: 'Inserito',
      name: 'Mario',
      surname: 'Rossi',
      email: 'cliente@example.it',
      cellulare: '+39 333 1234567',
      description: 'prima nota',
    })
    .returning();
  console.log(
    JSON.stringify({
      agentEmail: agent.email,
      agencyEmail: agency.email,
      agencyId: agency.id,
      appointmentId: appt.id,
      password,
    }),
  );
} finally {
  await database.close();
}

import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { hashPassword } from '../lib/passwords';
import { recomputePoints } from '../modules/appointments/points.queries';
import { newTotpSecret } from '../modules/auth/second-factor';
import { STARTUP_LOCK_KEY, type Db, type DbOrTx } from './client';
import { admins, agencies, appointments, referrers, services } from './schema/index';
import { DEMO_AGENCIES, DEMO_REFERRERS, DEMO_SERVICES } from './seed-data';

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}
export const agencySlug = (nome: string) =>
  `${slugify(nome) || 'agenzia'}-${randomBytes(3).toString('hex')}`;
/** Where a deployment started with DEMO_DATA=true leaves the demo passwords (mode 600). */
export const DEMO_CREDENTIALS_FILE = 'demo-credentials.txt';
const demoPassword = () => `Demo-${randomBytes(9).toString('base64url')}`;

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD: make sure this admin exists. Idempotent under concurrency:
 * processes started together all try, the unique e-mail lets one insert and the others
 * do nothing.
 */
export async function ensureConfiguredAdmin(db: Db, config: Config, log: FastifyBaseLogger) {
  if (!config.adminEmail || !config.adminPassword) return;
  const email = config.adminEmail.toLowerCase();
  const [existing] = await db
    .select({ id: admins.id, totpSecret: admins.totpSecret })
    .from(admins)
    .where(eq(admins.email, email));
  if (existing) {
    // ADMIN_TOTP_SECRET enrols an admin who has no second factor yet (decision 039).
    if (!existing.totpSecret && config.adminTotpSecret) {
      await db
        .update(admins)
        .set({ totpSecret: config.adminTotpSecret })
        .where(and(eq(admins.id, existing.id), isNull(admins.totpSecret)));
    }
    return;
  }
  const created = await db
    .insert(admins)
    .values({
      name: 'Amministratore',
      surname: '',
      email,
      passwordHash: await hashPassword(config.adminPassword),
      totpSecret: config.adminTotpSecret ?? null,
    })
    .onConflictDoNothing({ target: admins.email })
    .returning({ id: admins.id });
  if (created.length > 0) log.info({ email }, 'amministratore creato da ADMIN_EMAIL');
}

async function isEmpty(db: DbOrTx) {
  const [a] = await db.select({ n: count() }).from(agencies);
  const [s] = await db.select({ n: count() }).from(services);
  const [ad] = await db.select({ n: count() }).from(admins);
  // An admin made from ADMIN_EMAIL alone does not make the database "not empty".
  return a!.n === 0 && s!.n === 0 && ad!.n <= 1;
}

/**
 * Demo data on an empty database (DEMO_DATA unset or true; in a deployment only when
 * DEMO_DATA=true): services, referrers, confirmed and pending agencies, an internal agent
 * with linked agencies, appointments in every state. One transaction under the start-up
 * advisory lock, which re-checks that the database is empty: of processes started
 * together on an empty database exactly one seeds. The generated passwords are printed
 * once, here, and never again; a deployment never prints them (decision 025): they go to
 * a file readable by the owner only in DATA_DIR, and the log says where.
 */
export async function seedDemoData(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
): Promise<{ adminPassword: string; adminTotpSecret: string; agencyPassword: string } | undefined> {
  if (config.demoData === false) return undefined;
  if (!(await isEmpty(db))) return undefined;

  const adminPassword = demoPassword();
  // The demo admin comes enrolled: its secret is printed with its password, once.
  const adminTotpSecret = newTotpSecret();
  const agencyPassword = demoPassword();
  const agencyHash = await hashPassword(agencyPassword);
  const adminHash = await hashPassword(adminPassword);

  const seeded = await db.transaction(async (tx) => {
    // Released at commit. On PGlite (one process) it costs nothing and changes nothing.
    await tx.execute(sql`select pg_advisory_xact_lock(${STARTUP_LOCK_KEY})`);
    if (!(await isEmpty(tx))) return false;
    await tx.insert(admins).values({
      name: 'Demo',
      surname: 'Amministratore',
      email: 'admin@demo.example.it',
      passwordHash: adminHash,
      totpSecret: adminTotpSecret,
    });
    await tx.insert(services).values(
      DEMO_SERVICES.map((s, i) => ({
        name: s.name,
        descriptionHtml: s.description(config.productName),
        image: s.image,
        color: s.color,
        promo: s.promo,
        priceWithCents: s.priceWithCents,
        priceWithoutCents: s.priceWithoutCents,
        visibility: s.visibility,
        position: i,
      })),
    );
    const refs = await tx
      .insert(referrers)
      .values(
        DEMO_REFERRERS.map((r) => ({
          ...r,
          urlAgente: `${config.brand.contacts.partnerAgentsUrl}/${r.codice.toLowerCase()}`,
        })),
      )
      .returning({ id: referrers.id });
    const ids: Record<string, string> = {};
    for (const a of DEMO_AGENCIES) {
      const [row] = await tx
        .insert(agencies)
        .values({
          ragioneSociale: a.ragioneSociale,
          nome: a.nome,
          partitaIva: a.partitaIva,
          titolare: a.titolare,
          email: a.email,
          provincia: a.provincia,
          comune: a.comune,
          cap: a.cap,
          indirizzo: a.indirizzo,
          provenienza: 'demo',
          cellulare: '+39 333 0000000',
          referenteId: refs[a.referrer]!.id,
          passwordHash: agencyHash,
          state: a.state,
          agenteInterno: a.agenteInterno ?? false,
          fimaaRegister: a.fimaaRegister ?? false,
          slug: agencySlug(a.nome),
        })
        .returning({ id: agencies.id });
      ids[a.key] = row!.id;
    }
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    const clients = [
      ['Laura', 'Neri', 'Inserito', false, false, false],
      ['Davide', 'Greco', 'Fatto Appuntamento', true, false, true],
      ['Elena', 'Fontana', 'Fatto Appuntamento', false, false, false],
      ['Matteo', 'Barbieri', 'Contratto', true, true, true],
      ['Chiara', 'Lombardi', 'Contratto', true, true, true],
      ['Simone', 'Moretti', 'Annullata', false, false, false],
    ] as const;
    const rows = [];
    for (const [agencyKey, take] of [
      ['rossi', 6],
      ['bianchi', 4],
      ['esposito', 2],
    ] as const) {
      for (let i = 0; i < take; i++) {
        const [name, surname, state, wc, contratto, payed] = clients[i]!;
        rows.push({
          agencyId: ids[agencyKey]!,
          agentId: agencyKey === 'esposito' ? null : ids.ferri!,
          state,
          name,
          surname,
          email: `${name}.${surname}@cliente.example.it`.toLowerCase(),
          cellulare: `+39 34${i} 123456${i}`,
          description:
            state === 'Annullata'
              ? 'Il cliente ha rinunciato.'
              : 'Interessato a un trilocale in zona.',
          dataFattoAppuntamento: state === 'Inserito' ? null : new Date(now - (10 - i) * day),
          wc,
          contratto,
          payed,
          createdAt: new Date(now - (20 - i) * day),
        });
      }
    }
    await tx.insert(appointments).values(rows);
    await recomputePoints(tx);
    return true;
  });
  if (!seeded) return undefined;

  const lines = [
    '',
    '════════════════ Dati dimostrativi creati ════════════════',
    ` Area admin:      ${config.publicUrl}/admin/login`,
    `   e-mail:        admin@demo.example.it`,
    `   password:      ${adminPassword}`,
    `   codice TOTP:   segreto ${adminTotpSecret} (aggiungilo a un’app di autenticazione,`,
    `                  o leggi il codice con: npm run admin:code -- ${adminTotpSecret})`,
    ` Area riservata:  ${config.publicUrl}/area-riservata/login`,
    `   agenzia:       rossi@demo.example.it`,
    `   agente interno: ferri@demo.example.it`,
    `   password:      ${agencyPassword}  (la stessa per tutte le agenzie demo)`,
    ' Le password sono mostrate solo ora: annotale.',
    '═══════════════════════════════════════════════════════════',
    '',
  ];
  if (config.deployed) {
    mkdirSync(config.dataDir, { recursive: true });
    const file = join(config.dataDir, DEMO_CREDENTIALS_FILE);
    writeFileSync(
      file,
      lines.join('\n').replace(' mostrate solo ora', ' scritte solo qui') + '\n',
      {
        mode: 0o600,
      },
    );
    log.info({ file }, 'dati dimostrativi creati: le credenziali sono nel file indicato');
  } else {
    process.stdout.write(lines.join('\n') + '\n');
    log.info('dati dimostrativi creati');
  }
  return { adminPassword, adminTotpSecret, agencyPassword };
}

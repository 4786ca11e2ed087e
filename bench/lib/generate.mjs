// The data set of the speed bars (QUALITY.md P3–P5, R4): 20,000 agencies and 1,000,000
// appointments on PostgreSQL, inserted set-wise by the database itself (generate_series),
// so the generator takes seconds and no JavaScript holds the rows.
import pg from 'pg';
import { DEMO_SERVICES } from '../../apps/api/src/db/seed-data.ts';

export const BENCH_DOMAIN = 'bench.example.it';

export async function generateData(
  databaseUrl,
  { agencies = 20_000, appointments = 1_000_000, passwordHash },
) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await insertCatalogue(client);
    const { rows } = await client.query(
      `select (select count(*) from agencies where email like '%@${BENCH_DOMAIN}')::int as a,
              (select count(*) from appointments)::int as p`,
    );
    if (rows[0].a >= agencies && rows[0].p >= appointments) return { generated: false, ...rows[0] };

    const t0 = Date.now();
    await client.query('begin');
    await client.query(`delete from appointments`);
    await client.query(`delete from agencies where email like '%@${BENCH_DOMAIN}'`);
    await client.query(`delete from referrers where email like '%@${BENCH_DOMAIN}'`);
    await client.query(
      `insert into referrers (codice, nome, cognome, email)
       select 'B-' || g, 'Referente' || g, 'Bench', 'ref' || g || '@${BENCH_DOMAIN}' from generate_series(1, 50) g`,
    );
    // Every 50th agency is an internal agent; one in ten (g ≡ 3 mod 10) is still pending.
    await client.query(
      `insert into agencies (nome, ragione_sociale, email, provincia, comune, cap, password_hash, state,
                             agente_interno, slug, referente_id, created_at)
       select 'Agenzia Bench ' || g, 'Agenzia Bench ' || g || ' S.r.l.', 'agenzia' || g || '@${BENCH_DOMAIN}',
              'RM', 'Roma', '00184', $1,
              (case when g % 10 = 3 then 'DA CONFERMARE' else 'CONFERMATO' end)::agency_state,
              g % 50 = 0, 'bench-' || g,
              (select id from referrers r where r.codice = 'B-' || (1 + (g / 50) % 50)),
              now() - (g || ' minutes')::interval
       from generate_series(1, $2::int) g`,
      [passwordHash, agencies],
    );
    await client.query(`create temp table bench_a as
      select id, row_number() over (order by id) as rn from agencies where email like '%@${BENCH_DOMAIN}' and not agente_interno`);
    await client.query(`create temp table bench_g as
      select id, row_number() over (order by id) as rn from agencies where email like '%@${BENCH_DOMAIN}' and agente_interno`);
    const na = (await client.query('select count(*)::int n from bench_a')).rows[0].n;
    const ng = (await client.query('select count(*)::int n from bench_g')).rows[0].n;
    await client.query(
      `insert into appointments (agency_id, agent_id, state, name, surname, email, cellulare, description,
                                 payed, wc, contratto, created_at, data_fatto_appuntamento)
       select a.id, ag.id,
              (array['Inserito','Fatto Appuntamento','Contratto','Annullata'])[1 + g % 4]::appointment_state,
              'Cliente' || g, 'Cognome' || (g % 997), 'cliente' || g || '@example.it', '+39 3' || lpad((g % 100000000)::text, 9, '0'),
              'Appuntamento generato per il benchmark', g % 3 = 0, g % 2 = 0, g % 5 = 0,
              now() - ((g % 730) || ' days')::interval - ((g % 1440) || ' minutes')::interval,
              case when g % 4 = 0 then null else now() - ((g % 700) || ' days')::interval end
       from generate_series(1, $1::int) g
       join bench_a a on a.rn = 1 + g % $2::int
       join bench_g ag on ag.rn = 1 + g % $3::int`,
      [appointments, na, ng],
    );
    await client.query(
      `update agencies a set points = s.p from (
         select agency_id, sum(case when state = 'Contratto' and contratto then 101
                                    when state = 'Fatto Appuntamento' and wc then 1 else 0 end)::int p
         from appointments group by agency_id) s
       where a.id = s.agency_id`,
    );
    await client.query('commit');
    // What autovacuum does after a bulk load: statistics, and the visibility map that lets
    // a count read an index alone. Measured without it, the first minutes after generation.
    await client.query('vacuum analyze');
    return { generated: true, seconds: (Date.now() - t0) / 1000, a: agencies, p: appointments };
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
}

/**
 * The demo catalogue, when the database has no services: P1 measures the home page's
 * catalogue as visitors get it, not an empty list.
 */
async function insertCatalogue(client) {
  const { rows } = await client.query('select count(*)::int as n from services');
  if (rows[0].n > 0) return;
  for (const [i, s] of DEMO_SERVICES.entries()) {
    await client.query(
      `insert into services (name, description_html, color, promo, price_with_cents,
                             price_without_cents, visibility, position)
       values ($1, $2, $3, $4, $5, $6, $7::service_visibility, $8)`,
      [
        s.name,
        s.description,
        s.color,
        s.promo,
        s.priceWithCents,
        s.priceWithoutCents,
        s.visibility,
        i,
      ],
    );
  }
}

/** Creates the bench database when missing; answers its URL. */
export async function ensureDatabase(baseUrl, name) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`create database ${name}`);
  await client.end();
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

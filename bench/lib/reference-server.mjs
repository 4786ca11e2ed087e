// The references of P1 and P2, measured in the same run as the portal: a bare Fastify
// route answering a fixed JSON payload, and the agency appointment list written with the
// raw `pg` driver in a bare route (no auth, no validation, no Drizzle), selecting the same
// columns and answering the same fields as the portal.
import Fastify from 'fastify';
import pg from 'pg';

const port = Number(process.env.REF_PORT ?? 8401);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const catalogue = JSON.parse(process.env.REF_CATALOGUE ?? '[]');
const agencyId = process.env.REF_AGENCY_ID;

const app = Fastify({ logger: false });
app.get('/bare', async () => catalogue);
app.get('/raw-appointments', async () => {
  const { rows } = await pool.query(
    `select a.id, a.agency_id, a.state, a.name, a.surname, a.email, a.cellulare, a.created_at,
            a.data_fatto_appuntamento, a.payed, a.wc, a.contratto, a.description, a.version,
            g.nome as agenzia_nome, g.email as agenzia_email, ag.nome as agente_nome, ag.email as agente_email
       from appointments a
       join agencies g on g.id = a.agency_id
       left join agencies ag on ag.id = a.agent_id
      where a.agency_id = $1
      order by a.created_at desc, a.id desc`,
    [agencyId],
  );
  return rows.map((r) => ({
    _id: r.id,
    agenzia: { _id: r.agency_id, nome: r.agenzia_nome, email: r.agenzia_email },
    agente: r.agente_nome ? { nome: r.agente_nome, email: r.agente_email } : null,
    state: r.state,
    name: r.name,
    surname: r.surname,
    email: r.email,
    cellulare: r.cellulare,
    created_at: r.created_at.toISOString(),
    dataFattoAppuntamento: r.data_fatto_appuntamento
      ? r.data_fatto_appuntamento.toISOString()
      : null,
    payed: r.payed,
    wc: r.wc,
    contratto: r.contratto,
    description: r.description,
    version: r.version,
  }));
});
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});

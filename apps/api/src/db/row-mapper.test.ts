import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import * as drizzleUtils from 'drizzle-orm/utils';
import { createTestApp, type TestContext } from '../test/test-app';
import { insertAgency, insertReferrer } from '../test/fixtures';
import { insertAppointments } from '../modules/appointments/appointments.fixtures';
import { agencies, appointments } from './schema/index';
import { compileRowMapper, withCompiledMapper, type SelectedField } from './row-mapper';

/** Drizzle's own row mapping: exported by the module, left out of its type declarations. */
const { mapResultRow } = drizzleUtils as unknown as {
  mapResultRow(
    fields: SelectedField[],
    row: unknown[],
    joinsNotNullableMap: Record<string, boolean> | undefined,
  ): Record<string, unknown>;
};

let t: TestContext;
let agencyId: string;
beforeAll(async () => {
  t = await createTestApp();
  const referrer = await insertReferrer(t.app.db);
  const agency = await insertAgency(t.app.db, { referenteId: referrer.id });
  const agent = await insertAgency(t.app.db, { referenteId: referrer.id, agenteInterno: true });
  agencyId = agency.id;
  await insertAppointments(t.app.db, agency.id, [
    { state: 'Inserito' },
    { state: 'Contratto', contratto: true, agentId: agent.id },
    { state: 'Fatto Appuntamento', wc: true },
  ]);
  // An agency without appointments: its left join is all null.
  await insertAgency(t.app.db);
});
afterAll(async () => {
  await t.close();
});

interface Internals {
  fields: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
  execute(values?: Record<string, unknown>): Promise<unknown[]>;
}

/** The driver's rows of a prepared query, mapped by Drizzle and by the compiled mapper. */
async function bothMappings(prepared: unknown, values?: Record<string, unknown>) {
  const q = prepared as Internals;
  let raw: unknown[][] = [];
  q.customResultMapper = (rows) => {
    raw = rows;
    return rows;
  };
  await q.execute(values);
  const theirs = raw.map((row) => mapResultRow(q.fields, row, q.joinsNotNullableMap));
  const ours = raw.map(compileRowMapper(q.fields, q.joinsNotNullableMap));
  return { raw, theirs, ours };
}

const agente = alias(agencies, 'agente');

describe('compiled row mapper: the same rows as Drizzle’s mapResultRow', () => {
  it('plain columns with timestamps, booleans and nulls', async () => {
    const q = t.app.db.select().from(appointments).prepare('rm_plain');
    const { raw, theirs, ours } = await bothMappings(q);
    expect(raw.length).toBe(3);
    expect(ours).toEqual(theirs);
    expect((ours[0] as { createdAt: unknown }).createdAt).toBeInstanceOf(Date);
  });

  it('nested objects, an aliased left join that is null on some rows, sql fields', async () => {
    const q = t.app.db
      .select({
        a: { id: appointments.id, state: appointments.state, createdAt: appointments.createdAt },
        agente: { nome: agente.nome, email: agente.email },
        upper: sql<string>`upper(${appointments.name})`.as('upper_name'),
        n: sql<number>`1`.mapWith(Number),
      })
      .from(appointments)
      .leftJoin(agente, eq(agente.id, appointments.agentId))
      .orderBy(appointments.createdAt)
      .prepare('rm_nested');
    const { theirs, ours } = await bothMappings(q);
    expect(ours).toEqual(theirs);
    // The nulled join is an outcome that could differ: at least one row has it, one not.
    expect(ours.some((r) => r.agente === null)).toBe(true);
    expect(ours.some((r) => r.agente !== null)).toBe(true);
  });

  it('a subquery joined laterally, as the session list does, with and without rows', async () => {
    const me = t.app.db.$with('me').as(
      t.app.db
        .select({ id: agencies.id, agenteInterno: agencies.agenteInterno })
        .from(agencies)
        .where(eq(agencies.id, sql.placeholder('id'))),
    );
    const v = t.app.db
      .select({
        ...getTableColumns(appointments),
        agenziaNome: sql<string>`'x'`.as('agenzia_nome'),
      })
      .from(appointments)
      .as('v');
    const q = t.app.db
      .with(me)
      .select({
        me: { id: me.id, agenteInterno: me.agenteInterno },
        v: { id: v.id, createdAt: v.createdAt, payed: v.payed, agenziaNome: v.agenziaNome },
      })
      .from(me)
      .leftJoinLateral(v, eq(v.agencyId, me.id))
      .orderBy(desc(v.createdAt))
      .prepare('rm_lateral');
    const withRows = await bothMappings(q, { id: agencyId });
    expect(withRows.ours.length).toBe(3);
    expect(withRows.ours).toEqual(withRows.theirs);
    const [other] = await t.app.db
      .select({ id: agencies.id })
      .from(agencies)
      .where(sql`not exists (select 1 from appointments p where p.agency_id = ${agencies.id})`)
      .limit(1);
    const empty = await bothMappings(q, { id: other!.id });
    expect(empty.ours).toEqual(empty.theirs);
    expect(empty.ours).toEqual([
      { me: { id: other!.id, agenteInterno: expect.any(Boolean) }, v: null },
    ]);
  });

  it('withCompiledMapper leaves the answers of a prepared query unchanged', async () => {
    const build = () =>
      t.app.db
        .select({ a: appointments, agente: { nome: agente.nome } })
        .from(appointments)
        .leftJoin(agente, eq(agente.id, appointments.agentId))
        .orderBy(appointments.createdAt);
    const plain = await build().prepare('rm_plain_exec').execute();
    const compiled = await withCompiledMapper(build().prepare('rm_compiled_exec')).execute();
    expect(compiled).toEqual(plain);
    expect(compiled.length).toBe(3);
  });
});

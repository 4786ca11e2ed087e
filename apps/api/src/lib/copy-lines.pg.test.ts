import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyLines } from './copy-lines';
import { csvCell } from './csv';

// lib/copy-lines.ts against PostgreSQL itself (this file runs only in the PostgreSQL suite:
// see apps/api/vitest.config.ts): the lines as the database wrote them, whatever their
// length, and an error in the middle of the copy reaching the caller with the connection
// still usable.
let client: pg.Client;
beforeAll(async () => {
  client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
});
afterAll(() => client.end());

async function read(stream: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

describe('copyLines on PostgreSQL', () => {
  it('gives every line exactly, quoted as lib/csv.ts quotes, short ones and ones longer than a network chunk', async () => {
    const sql = `select 'riga ' || g as a, repeat('è"', case when g % 997 = 0 then 40000 else g % 13 end) as b,
                        case when g % 5 = 0 then E'due\\nrighe' else '' end as c
                   from generate_series(1, 20000) g order by g`;
    const { rows } = await client.query<{ a: string; b: string; c: string }>(sql);
    const expected = rows.map((r) => `${[r.a, r.b, r.c].map(csvCell).join(';')}\n`).join('');
    const text = await read(client.query(copyLines(sql)));
    expect(text.length).toBeGreaterThan(1_000_000);
    expect(text).toBe(expected);
    expect((await client.query('select 1 as one')).rows[0].one).toBe(1);
  });

  it('an empty result is no line at all', async () => {
    expect(await read(client.query(copyLines(`select 'x' where false`)))).toBe('');
  });

  it('an error in the middle of the copy reaches the reader, and the connection goes on', async () => {
    const sql = `select case when g = 15000 then (1 / (g - g))::text else 'riga ' || g end || E'\\n'
                   from generate_series(1, 20000) g order by g`;
    let lines = 0;
    const failure = (async () => {
      for await (const chunk of client.query(copyLines(sql)))
        lines += chunk.toString('utf8').split('\n').length - 1;
    })();
    await expect(failure).rejects.toThrow(/division by zero/);
    expect(lines).toBeLessThan(15000);
    expect((await client.query('select 2 as two')).rows[0].two).toBe(2);
  });
});

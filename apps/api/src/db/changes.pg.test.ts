import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-app';
import { eventually } from '../test/eventually';
import { queryPostgres } from '../test/processes';
import { CHANGES_CHANNEL, LISTENER_NAME, PgChangeListener } from './changes';

// The LISTEN connection of a process (decision 044): it hears what any connection announces,
// and when it is lost every cache is dropped at once and the listening comes back by itself.
let database: TestDatabase;
let listener: PgChangeListener;
const heard: string[] = [];
const logged: string[] = [];
const log = {
  info: (_o: object, m: string) => logged.push(m),
  warn: (_o: object, m: string) => logged.push(m),
};

beforeAll(async () => {
  database = await openTestDatabase();
  listener = new PgChangeListener(database.url!);
  listener.on('catalogue', () => heard.push('catalogue'));
  listener.on('desk', () => heard.push('desk'));
  await listener.start(log);
});
afterAll(async () => {
  await listener.stop();
  await database.drop();
});

const notify = (topic: string) =>
  queryPostgres(database.url!, `select pg_notify('${CHANGES_CHANNEL}', '${topic}')`);

describe('the change listener', () => {
  it('hears a change announced on another connection, and only known topics', async () => {
    heard.length = 0;
    await notify('desk');
    await notify('sconosciuto');
    await notify('catalogue');
    await eventually(1_000, async () => heard.includes('catalogue'));
    expect(heard).toEqual(['desk', 'catalogue']);
  });

  it('drops every cache when its connection is lost, and listens again', async () => {
    heard.length = 0;
    const [killed] = await queryPostgres<{ n: string }>(
      database.url!,
      `select count(pg_terminate_backend(pid)) as n from pg_stat_activity
        where application_name = '${LISTENER_NAME}' and datname = current_database()`,
    );
    expect(Number(killed!.n)).toBe(1);
    await eventually(1_000, async () => heard.length >= 2);
    expect(heard.slice(0, 2).sort()).toEqual(['catalogue', 'desk']);
    expect(logged).toContain('ascolto delle modifiche interrotto: cache svuotate');
    await eventually(5_000, async () =>
      logged.includes('ascolto delle modifiche ripreso: cache svuotate'),
    );
    heard.length = 0;
    await notify('desk');
    await eventually(1_000, async () => heard.includes('desk'));
  });
});

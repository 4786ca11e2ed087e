import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAppointmentsPage, AdminService, Service } from '@portal/shared';
import { openDatabase, type Database } from './db/client';
import { insertAgency, PASSWORD, TOTP_SECRET } from './test/fixtures';
import { totpCode } from './modules/auth/second-factor';
import { insertAppointments } from './modules/appointments/appointments.fixtures';
import {
  fixture,
  image,
  multipart,
  pdf,
  serviceData,
} from './modules/services/services-admin.fixtures';
import { ADMIN_PASSWORD, cleanUpDeployments, deployment } from './test/deployment-env';
import { eventually } from './test/eventually';
import { queryPostgres, type Started } from './test/processes';
import { BACKEND_HEADER, startServersBehindProxy } from './test/round-robin-proxy';
import { startSmtpReceiver } from './test/smtp';

// QUALITY.md R6, decisions 037, 043, 044: three real server processes on one fresh
// PostgreSQL database behind a round-robin proxy on loopback behave as one. The proxy is
// trusted (TRUST_PROXY), so each scenario speaks from client addresses of its own.
// This file runs only in the PostgreSQL suite (apps/api/vitest.config.ts).
const ADMIN_EMAIL = 'capo@example.it';
const P = '/v2/8volante';

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let proxy: Awaited<ReturnType<typeof startServersBehindProxy>>['proxy'];
let servers: { port: number; proc: Started }[] = [];
let databaseUrl = '';
let database: Database;
let adminToken = '';

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  const base = await deployment({
    DEMO_DATA: 'false',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    ADMIN_TOTP_SECRET: TOTP_SECRET,
    SMTP_URL: smtp.url,
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_PER_MINUTE: '10000',
    PUBLIC_URL: 'https://portale.example.it',
  });
  databaseUrl = base.databaseUrl!;
  // All three spawned before any is waited for, on the empty database.
  ({ servers, proxy } = await startServersBehindProxy(base.env));
  database = await openDatabase({ databaseUrl });
}, 120_000);

afterAll(async () => {
  await database?.close();
  await proxy?.close();
  for (const s of servers) s.proc.child.kill('SIGTERM');
  for (const s of servers) await s.proc.exited;
  await cleanUpDeployments();
  await smtp?.close();
});

/** A call through the proxy, from `address` as the client. */
const viaProxy = (path: string, address: string, init: RequestInit = {}) =>
  fetch(`${proxy.url}${path}`, {
    ...init,
    headers: { 'x-forwarded-for': address, ...(init.headers as Record<string, string>) },
  });
const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const asAdmin = (init: RequestInit & { headers?: Record<string, string> }) => ({
  ...init,
  headers: { ...init.headers, authorization: `Bearer ${adminToken}` },
});
/** A call to one process directly, as the proxy would send it. */
const direct = (i: number, path: string, init: RequestInit = {}) =>
  fetch(`http://127.0.0.1:${servers[i]!.port}${path}`, init);

describe('three processes on one PostgreSQL behind a round-robin proxy', () => {
  it('all three started at once on the empty database; the admin exists once', async () => {
    const rows = await queryPostgres<{ email: string }>(databaseUrl, 'select email from admins');
    expect(rows.map((r) => r.email)).toEqual([ADMIN_EMAIL]);
    const creators = servers.filter((s) =>
      s.proc.output().includes('amministratore creato da ADMIN_EMAIL'),
    );
    expect(creators).toHaveLength(1);
    const step = await viaProxy(
      '/v2/admin/login',
      '10.8.0.1',
      json({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    );
    expect(step.status).toBe(200);
    // The second factor, on whichever process the proxy picks (decision 039).
    const { mfaToken } = (await step.json()) as { mfaToken: string };
    const res = await viaProxy(
      '/v2/admin/login/verify',
      '10.8.0.1',
      json({ mfaToken, code: totpCode(TOTP_SECRET, Date.now()) }),
    );
    expect(res.status).toBe(200);
    adminToken = ((await res.json()) as { accessToken: string }).accessToken;
  });

  it('a route limit of 10 a minute holds across them', async () => {
    const statuses: number[] = [];
    const backends = new Set<string | null>();
    for (let i = 0; i < 12; i++) {
      const res = await viaProxy(
        '/v2/agenzieUser/forgotPassword',
        '10.8.1.1',
        json({ email: `nessuno-${i}@example.it` }),
      );
      statuses.push(res.status);
      backends.add(res.headers.get(BACKEND_HEADER));
    }
    expect(backends.size).toBe(3);
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429]);
  });

  it('password guessing is refused and slowed at the same tries as with one process', async () => {
    const agency = await insertAgency(database.db);
    const login = (address: string, password: string) =>
      viaProxy(`${P}/user/user_login`, address, json({ email: agency.email, password }));
    // One address on one account: refused at the 6th try (decision 033), wherever it lands.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login('10.8.2.1', 'sbagliata')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Five more failures from other addresses: the account's 10th failure puts it under
    // attack, which mails its owner once. Counted in each process alone, no process would
    // have reached 10.
    for (let i = 0; i < 5; i++)
      expect((await login(`10.8.3.${i + 1}`, 'sbagliata')).status).toBe(401);
    const [counted] = await queryPostgres<{ points: number }>(
      databaseUrl,
      `select points from rate_limits where key = 'login:acct:${agency.email}'`,
    );
    expect(counted!.points).toBe(10);
    const attackMails = () =>
      smtp.inbox.filter(
        (m) => m.to.includes(agency.email) && m.raw.includes('tentativi di accesso al tuo account'),
      );
    await eventually(20_000, async () => attackMails().length > 0);
    // Raised by exactly one of the three (its log line may reach the pipe after the mail).
    const alarms = () =>
      servers
        .map((s) => s.proc.output().split('"event":"account_under_attack"').length - 1)
        .reduce((x, y) => x + y);
    await eventually(5_000, async () => alarms() > 0);
    expect(alarms()).toBe(1);
    // Slowed, never locked: the owner, from an address of their own, signs in.
    expect((await login('10.8.4.1', PASSWORD)).status).toBe(200);
    expect(attackMails()).toHaveLength(1);
  });

  it('a file uploaded through one process is served by every one', async () => {
    const form = multipart(serviceData({ name: 'Servizio con scheda' }), [
      image(fixture('foto.jpg')),
      pdf(fixture('scheda.pdf')),
    ]);
    const res = await viaProxy(
      `${P}/servizi/admin_add`,
      '10.8.5.1',
      asAdmin({ method: 'POST', headers: form.headers, body: form.payload }),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const created = (await res.json()) as AdminService;
    for (const url of [created.image!, created.pdf!]) {
      const copies = [];
      for (let i = 0; i < 3; i++) {
        const file = await direct(i, url);
        expect(file.status).toBe(200);
        copies.push({
          type: file.headers.get('content-type'),
          disposition: file.headers.get('content-disposition'),
          bytes: Buffer.from(await file.arrayBuffer()),
        });
      }
      expect(copies[0]!.bytes.length).toBeGreaterThan(0);
      for (const c of copies.slice(1)) {
        expect(c.type).toBe(copies[0]!.type);
        expect(c.disposition).toBe(copies[0]!.disposition);
        expect(Buffer.compare(c.bytes, copies[0]!.bytes)).toBe(0);
      }
    }
    expect(
      Buffer.compare(
        Buffer.from(await (await direct(2, created.pdf!)).arrayBuffer()),
        fixture('scheda.pdf'),
      ),
    ).toBe(0);
  });

  it('a catalogue change is visible through every process within a second', async () => {
    const catalogue = async (i: number) =>
      ((await (await direct(i, `${P}/servizi/public_fetchAll`)).json()) as Service[]).map(
        (s) => s.name,
      );
    // Each process keeps the catalogue in memory from here.
    for (let i = 0; i < 3; i++) expect(await catalogue(i)).not.toContain('Mutuo Tre Processi');
    const form = multipart(serviceData({ name: 'Mutuo Tre Processi' }));
    const res = await viaProxy(
      `${P}/servizi/admin_add`,
      '10.8.6.1',
      asAdmin({ method: 'POST', headers: form.headers, body: form.payload }),
    );
    expect(res.status).toBe(200);
    await Promise.all(
      [0, 1, 2].map((i) =>
        eventually(1_000, async () => (await catalogue(i)).includes('Mutuo Tre Processi')),
      ),
    );
  });

  it('the desk total is the same on all three after deletes', async () => {
    const agency = await insertAgency(database.db);
    // Older than the settling minute: the part of the total each process counts once and keeps.
    const old = new Date(Date.now() - 2 * 3_600_000);
    const rows = await insertAppointments(
      database.db,
      agency.id,
      Array.from({ length: 6 }, () => ({ createdAt: old })),
    );
    const total = async (i: number) => {
      const res = await direct(i, `${P}/appuntamenti/admin_fetchAll`, asAdmin(json({})));
      expect(res.status).toBe(200);
      return ((await res.json()) as AdminAppointmentsPage).total;
    };
    const before = [await total(0), await total(1), await total(2)];
    expect(before).toEqual([6, 6, 6]);
    // Two deletes land on two processes: the third has deleted nothing itself.
    for (const row of rows.slice(0, 2)) {
      const res = await viaProxy(
        `${P}/appuntamenti/admin_delete`,
        '10.8.7.1',
        asAdmin(json({ id: row.id })),
      );
      expect(res.status).toBe(200);
    }
    await Promise.all([0, 1, 2].map((i) => eventually(1_000, async () => (await total(i)) === 4)));
  });
});

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, cpSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { startSmtpReceiver } from '../../apps/api/src/test/smtp';
import {
  E2E_ADMIN,
  E2E_ADMIN_TOTP_SECRET,
  portalArtifacts,
  portalPort,
  portalUrl,
  smtpPort,
} from './env';
import { mailDir } from './mailbox';

const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 15_000;

export interface Portal {
  index: number;
  stop(): Promise<void>;
}

/**
 * The database every portal of the run starts from, made once in `dir` (the SPA built if
 * it changed, migrations, every seed-*.ts): no seed runs twice, however many portals.
 */
export function prepareDatabase(dir: string) {
  const done = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'e2e/support/prepare-database.mjs'],
    { env: { ...process.env, DATA_DIR: dir }, stdio: 'inherit' },
  );
  if (done.status !== 0) throw new Error(`preparazione del database fallita (${done.status})`);
}

/** Whether something already listens on 127.0.0.1:port (a server left by another run). */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A real SMTP server: the portal sends through nodemailer, each message lands as an .eml file. */
async function startMailbox(index: number) {
  const dir = mailDir(index);
  mkdirSync(dir, { recursive: true });
  let n = 0;
  return startSmtpReceiver(smtpPort(index), (mail) => {
    n += 1;
    writeFileSync(join(dir, `${Date.now()}-${n}.eml`), mail.raw);
  });
}

const logTail = (file: string) => readFileSync(file, 'utf8').split('\n').slice(-30).join('\n');

async function waitHealthy(index: number, child: ChildProcess, log: string) {
  const until = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`il portale ${index} si è fermato all'avvio:\n${logTail(log)}`);
    try {
      if ((await fetch(`${portalUrl(index)}/v2/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `il portale ${index} non risponde dopo ${START_TIMEOUT_MS / 1000} s:\n${logTail(log)}`,
  );
}

/**
 * Portal `index` of the run: a copy of the seeded database, a server on E2E_PORT + index
 * that mails to its own SMTP receiver on E2E_SMTP_PORT + index, its log in its own folder.
 */
export async function startPortal(index: number, seeded: string): Promise<Portal> {
  const port = portalPort(index);
  if (await listening(port))
    throw new Error(
      `la porta ${port} è già in uso: ferma il server rimasto da un'altra esecuzione`,
    );
  const dir = portalArtifacts(index);
  const dataDir = join(dir, 'data');
  cpSync(seeded, dataDir, { recursive: true });
  const mailbox = await startMailbox(index);
  const log = join(dir, 'server.log');
  const out = openSync(log, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/start-server.mjs'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: portalUrl(index),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ADMIN_TOTP_SECRET: E2E_ADMIN_TOTP_SECRET,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort(index)}`,
      MAIL_FROM: 'Portale <noreply@example.it>',
      // Every journey comes from 127.0.0.1; one that stands for another office says so in
      // X-Forwarded-For (reserved-return-to.spec.ts), as the proxy in front would.
      TRUST_PROXY: 'loopback',
      // The agencies' sites of the journeys run on loopback; «Prova sul tuo sito» opens only
      // public sites anywhere else (decision 121).
      SITE_PREVIEW_ALLOW: '127.0.0.1',
    },
    stdio: ['ignore', out, out, 'ipc'],
  });
  closeSync(out);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const closeMailbox = () => mailbox.close();
  try {
    await waitHealthy(index, child, log);
  } catch (err) {
    child.kill('SIGKILL');
    await closeMailbox();
    throw err;
  }
  return {
    index,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null)
        console.error(`il portale ${index} si era fermato durante le prove:\n${logTail(log)}`);
      else {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      }
      await closeMailbox();
    },
  };
}

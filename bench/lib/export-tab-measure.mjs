// P4b (decision 060): the desk's appuntamenti.csv of every row downloaded by Chromium from
// the page, as an admin does it: the page asks for a single-use link and the browser saves
// the file as it arrives. The figure is how much the tab's renderer grows (peak resident
// memory over the resident memory before the click); the reference is the page fetching
// the file and building a Blob, as it used to, which grows with the file. The JS heap is
// shown too, but a Blob's bytes live outside it.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/support/chromium.ts';

const fmt = (n, d = 0) => n.toLocaleString('it-IT', { maximumFractionDigits: d });

const read = (pid, file) => {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return ''; // The process ended between the listing and the read.
  }
};

/**
 * Peak resident memory (VmHWM) of the renderers of the Chromium started on the profile
 * `dir` (the processes below the one whose command line names it), in MB.
 */
function rendererPeakMb(dir, only) {
  const pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  const parent = new Map(pids.map((pid) => [pid, read(pid, 'stat').split(') ')[1]?.split(' ')[1]]));
  const roots = new Set(pids.filter((pid) => read(pid, 'cmdline').includes(dir)));
  const below = (pid) => {
    for (let p = parent.get(pid); p && p !== '0'; p = parent.get(p)) if (roots.has(p)) return true;
    return false;
  };
  let peak = 0;
  for (const pid of pids) {
    if (only && pid !== only) continue;
    if (!read(pid, 'cmdline').includes('--type=renderer') || !below(pid)) continue;
    const m = /VmHWM:\s+(\d+) kB/.exec(read(pid, 'status'));
    if (m) peak = Math.max(peak, Number(m[1]) / 1024);
  }
  return peak;
}

/** VmRSS now of the same renderers, in MB. */
function rendererRssMb(dir) {
  let rss = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    if (!read(pid, 'cmdline').includes('--type=renderer')) continue;
    const m = /VmRSS:\s+(\d+) kB/.exec(read(pid, 'status'));
    if (m && rendererPeakMb(dir, pid) > 0) rss = Math.max(rss, Number(m[1]) / 1024);
  }
  return rss;
}

/**
 * One download from the admin desk in a fresh Chromium: `how` clicks the page's button
 * (`link`), or has the page fetch the file and build a Blob as it used to (`blob`, the
 * reference). The JS heap is sampled while it runs; the renderer's peak RSS read after.
 */
async function downloadOnce(ctx, how) {
  const profile = mkdtempSync(join(tmpdir(), 'portal-export-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: await chromiumPath(),
    args: CHROMIUM_ARGS,
    acceptDownloads: true,
  });
  try {
    const cookie = (name, value) => ({ name, value, url: ctx.base, sameSite: 'Lax' });
    await context.addCookies([
      cookie('adminAccessToken', ctx.adminToken),
      cookie('adminRefreshToken', ctx.adminRefreshToken),
    ]);
    const page = await context.newPage();
    await page.goto(`${ctx.base}/admin/appuntamenti`);
    const button = page.getByRole('button', { name: 'Scarica CSV' });
    await button.waitFor({ timeout: 60_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    let heap = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const { metrics } = await cdp.send('Performance.getMetrics');
        const used = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
        heap = Math.max(heap, used / 1024 / 1024);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const before = rendererRssMb(profile);
    const t0 = performance.now();
    let bytes = 0;
    if (how === 'link') {
      const downloading = page.waitForEvent('download', { timeout: 600_000 });
      await button.click();
      bytes = statSync(await (await downloading).path()).size;
      await page
        .getByRole('status')
        .filter({ hasText: 'Esportazione completata' })
        .waitFor({ timeout: 120_000 });
    } else {
      bytes = await page.evaluate(
        async ({ url, access, refresh }) => {
          const res = await fetch(url, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${access}`,
              'x-refresh': `Bearer ${refresh}`,
              'content-type': 'application/json',
            },
            body: '{}',
          });
          const chunks = [];
          const reader = res.body.getReader();
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            chunks.push(value);
          }
          const blob = new Blob(chunks, { type: 'text/csv' });
          return blob.size;
        },
        {
          url: `${ctx.base}/v2/${ctx.slug}/appuntamenti/admin_download`,
          access: ctx.adminToken,
          refresh: ctx.adminRefreshToken,
        },
      );
    }
    const seconds = (performance.now() - t0) / 1000;
    sampling = false;
    await sampler;
    return { bytes, seconds, heap, before, peak: rendererPeakMb(profile) };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

export async function measureExportTab(ctx) {
  const { rows: c } = await ctx.client.query('select count(*)::int n from appointments');
  const total = c[0].n;
  const got = await downloadOnce(ctx, 'link');
  const ref = await downloadOnce(ctx, 'blob');
  return {
    id: 'P4b',
    what: `appuntamenti.csv dalla pagina (${fmt(total)} righe, ${fmt(got.bytes / 1024 / 1024)} MB)`,
    target: 'la scheda cresce < 100 MB durante il download',
    measured: `heap JS max ${fmt(got.heap)} MB; scheda ${fmt(got.before)} → picco ${fmt(got.peak)} MB RSS; ${fmt(got.seconds, 1)} s`,
    reference: `Blob nella pagina: heap JS max ${fmt(ref.heap)} MB; scheda ${fmt(ref.before)} → picco ${fmt(ref.peak)} MB RSS`,
    ratio: fmt(
      ref.peak - ref.before > 0 ? (got.peak - got.before) / (ref.peak - ref.before) : NaN,
      2,
    ),
    pass: got.peak > 0 && got.peak - got.before < 100 && got.bytes > total * 50,
  };
}

// P11: the server's memory while it accepts a 40-megapixel image (decision 036).
import sharp from 'sharp';
import { resetPeakRss as resetPeak, statusMb } from './process.mjs';

const fmt = (n) => Number(n).toLocaleString('it-IT', { maximumFractionDigits: 0 });

/**
 * A 6400 × 6250 PNG (exactly 40 megapixels, the largest accepted) of soft bands: a real
 * image that compresses to a few hundred kB, as the one that exhausted production did.
 */
async function bigPng() {
  const width = 6400;
  const height = 6250;
  const row = Buffer.alloc(width * 3);
  for (let x = 0; x < width; x++) {
    row[x * 3] = (x * 7) & 0xff;
    row[x * 3 + 1] = 0x4e;
    row[x * 3 + 2] = 0x79;
  }
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) row.copy(raw, y * row.length);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * P11: an admin uploads a 40-megapixel PNG as a service image through the real route;
 * the server's peak RSS during the upload must stay ≤ 300 MB, and its RSS be back under
 * 200 MB within 10 s. The reference is the RSS just before the upload. The service made
 * is deleted afterwards.
 */
export async function measureUploadMemory(ctx) {
  const png = await bigPng();
  const form = new FormData();
  form.append(
    'data',
    JSON.stringify({
      name: `Bench P11 ${Date.now()}`,
      description: '<p>Immagine di 40 megapixel.</p>',
      color: '#1F4E79',
      promo: false,
      prices_with: 9_900,
      prices_without: 14_900,
      visibility: 'reserved',
      url: null,
    }),
  );
  form.append('image', new Blob([png], { type: 'image/png' }), 'grande.png');
  const before = statusMb(ctx.serverPid, 'VmRSS');
  resetPeak(ctx.serverPid);
  const t0 = performance.now();
  const res = await fetch(`${ctx.base}/v2/${ctx.slug}/servizi/admin_add`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ctx.adminToken}` },
    body: form,
  });
  const body = await res.json();
  const ms = performance.now() - t0;
  const peak = statusMb(ctx.serverPid, 'VmHWM');
  let after = statusMb(ctx.serverPid, 'VmRSS');
  for (let waited = 0; waited < 10_000 && after >= 200; waited += 250) {
    await new Promise((r) => setTimeout(r, 250));
    after = statusMb(ctx.serverPid, 'VmRSS');
  }
  if (body._id) {
    await fetch(`${ctx.base}/v2/${ctx.slug}/servizi/admin_delete`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ctx.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id: body._id }),
    });
  }
  return {
    id: 'P11',
    what: `immagine di 40 megapixel (PNG di ${fmt(png.length / 1024)} kB) accettata`,
    target: 'picco ≤ 300 MB, poi < 200 MB entro 10 s',
    measured: `risposta ${res.status} in ${fmt(ms)} ms, picco ${fmt(peak)} MB, poi ${fmt(after)} MB`,
    reference: `${fmt(before)} MB prima del caricamento`,
    ratio: (peak / 300).toLocaleString('it-IT', { maximumFractionDigits: 2 }),
    pass: res.status === 200 && peak <= 300 && after < 200,
  };
}

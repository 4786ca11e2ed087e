// Uploads that could hurt the server or a visitor (decision 036): the pixel limit, PDFs that
// are malformed, encrypted or carry scripts, and how a stored PDF is served. Memory itself
// is measured by the bench (P11), not here.
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminService } from '@portal/shared';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAdmin, loginAdmin } from '../../test/fixtures';
import { fixture, image, pdf, sendForm, serviceData } from '../services/services-admin.fixtures';
import { sniffImage } from './file-sniff';

let t: TestContext;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await insertAdmin(t.app.db);
  token = (await loginAdmin(t.app, admin.email)).accessToken;
});
afterAll(async () => {
  await t.close();
});

/** A real PNG of `width × height` pixels, one colour: a few hundred kB at most. */
const solidPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1f4e79' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

/** A one-page PDF made by pdf-lib; `change` adds what the test needs to the document. */
async function makePdf(
  change: (doc: PDFDocument) => void = () => undefined,
  useObjectStreams = true,
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]);
  change(doc);
  return Buffer.from(await doc.save({ useObjectStreams }));
}

const addService = (files: Parameters<typeof sendForm>[4]) =>
  sendForm(t.app, token, 'admin_add', serviceData(), files);

describe('uploads: images within the pixel limit', () => {
  it('accepts a 40-megapixel PNG and re-encodes it to the cards’ frame', async () => {
    const res = await addService([image(await solidPng(6400, 6250), 'grande.png', 'image/png')]);
    expect(res.statusCode).toBe(200);
    const created = res.json<AdminService>();
    const img = await t.app.inject({ method: 'GET', url: created.image! });
    expect(sniffImage(img.rawPayload)).toEqual({ kind: 'webp', width: 1280, height: 560 });
  });

  it('refuses a real PNG just over 40 megapixels with the limit in the message', async () => {
    const res = await addService([image(await solidPng(6400, 6260), 'enorme.png', 'image/png')]);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.image).toBe(
      'Immagine troppo grande: al massimo 40 megapixel e 12.000 pixel per lato.',
    );
  });

  it('still accepts an ordinary photo', async () => {
    const res = await addService([image(fixture('foto.jpg'))]);
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminService>().image).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
  });
});

describe('uploads: PDFs', () => {
  it('accepts a well-formed PDF made by pdf-lib, with and without object streams', async () => {
    for (const streams of [true, false]) {
      const res = await addService([pdf(await makePdf(undefined, streams))]);
      expect(res.statusCode).toBe(200);
    }
  });

  it('refuses a file that only looks like a PDF at its ends', async () => {
    const fake = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');
    const broken = Buffer.from(
      fixture('scheda.pdf')
        .toString('latin1')
        .replace(/startxref\s+\d+/, 'startxref\n7'),
      'latin1',
    );
    for (const bytes of [fake, broken]) {
      const res = await addService([pdf(bytes)]);
      expect(res.statusCode).toBe(415);
      expect(res.json().details.pdf).toMatch(/^Il file allegato non è un PDF valido/);
    }
  });

  it('refuses a PDF with JavaScript, written plainly or inside a compressed object stream', async () => {
    for (const streams of [false, true]) {
      const bytes = await makePdf((doc) => doc.addJavaScript('saluto', 'app.alert(1)'), streams);
      const res = await addService([pdf(bytes)]);
      expect(res.statusCode).toBe(400);
      expect(res.json().details.pdf).toMatch(/script o azioni automatiche/);
    }
  });

  it('refuses a PDF that launches a program when opened', async () => {
    const bytes = await makePdf((doc) =>
      doc.catalog.set(
        PDFName.of('OpenAction'),
        doc.context.obj({ S: 'Launch', F: PDFString.of('calc.exe') }),
      ),
    );
    const res = await addService([pdf(bytes)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.pdf).toMatch(/script o azioni automatiche/);
  });

  it('refuses an encrypted PDF', async () => {
    const plain = (await makePdf(undefined, false)).toString('latin1');
    const encrypted = Buffer.from(plain.replace('/Root', '/Encrypt 1 0 R\n/Root'), 'latin1');
    const res = await addService([pdf(encrypted)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.pdf).toMatch(/protetto da password o cifrato/);
  });

  it('serves a stored PDF as a sandboxed download, under /uploads and /pdf alike', async () => {
    const res = await addService([pdf(fixture('scheda.pdf'))]);
    expect(res.statusCode).toBe(200);
    const url = res.json<AdminService>().pdf!;
    for (const path of [url, url.replace('/uploads/', '/pdf/')]) {
      const doc = await t.app.inject({ method: 'GET', url: path });
      expect(doc.statusCode).toBe(200);
      expect(doc.headers['content-type']).toBe('application/pdf');
      expect(doc.headers['content-disposition']).toBe('attachment; filename="scheda-servizio.pdf"');
      expect(doc.headers['x-content-type-options']).toBe('nosniff');
      expect(doc.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(doc.rawPayload.equals(fixture('scheda.pdf'))).toBe(true);
    }
  });
});

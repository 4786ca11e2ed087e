// Test helpers of the admin service routes: multipart bodies and the fixture files.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServiceAdminFieldsInput } from '@portal/shared';
import { API_SRC } from '../../paths';

const fixtures = join(API_SRC, 'modules/uploads/fixtures');
/** Real files made by real encoders (mozjpeg, libpng, libwebp) and Chromium's PDF printer. */
export const fixture = (name: 'foto.jpg' | 'logo.png' | 'banner.webp' | 'scheda.pdf') =>
  readFileSync(join(fixtures, name));

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body as a browser builds it: the `data` JSON field, then files. */
export function multipart(data: unknown, files: FilePart[] = []) {
  const boundary = `----portale${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  if (data !== undefined) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${typeof data === 'string' ? data : JSON.stringify(data)}\r\n`,
      ),
    );
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const image = (
  bytes: Buffer,
  filename = 'foto.jpg',
  contentType = 'image/jpeg',
): FilePart => ({
  field: 'image',
  filename,
  contentType,
  bytes,
});

export const pdf = (bytes: Buffer, filename = 'scheda.pdf'): FilePart => ({
  field: 'pdf',
  filename,
  contentType: 'application/pdf',
  bytes,
});

export function serviceData(
  values: Partial<ServiceAdminFieldsInput> = {},
): ServiceAdminFieldsInput {
  return {
    name: `Servizio ${randomBytes(3).toString('hex')}`,
    description: '<p>Consulenza <strong>dedicata</strong>.</p>',
    color: '#1F4E79',
    promo: false,
    prices_with: 9_900,
    prices_without: 14_900,
    visibility: 'public',
    url: null,
    ...values,
  };
}

/** Sends a multipart admin call. */
export function sendForm(
  app: FastifyInstance,
  token: string | undefined,
  path: 'admin_add' | 'admin_update',
  data: unknown,
  files: FilePart[] = [],
) {
  const body = multipart(data, files);
  return app.inject({
    method: 'POST',
    url: `/v2/${app.config.productSlug}/servizi/${path}`,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: body.payload,
  });
}

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resolve } from './public-address';
import { fetchPublicPage, PageFetchError, type PageFetchOptions } from './public-page-fetch';

// A real HTTP server on loopback plays the agency's site; loopback is let through only where a
// test says so (`allowed`), as SITE_PREVIEW_ALLOW does for the journeys.

let server: Server;
let base = '';
let port = 0;
const hosts: string[] = [];

const pages: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  '/annunci': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<html><head><title>Annunci</title></head><body>250.000 €</body></html>');
  },
  '/compressa': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
    res.end(gzipSync('<p>Bilocale, 187.500 €</p>'));
  },
  '/latin1': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' });
    res.end(Buffer.from('<p>Città: 199.000 euro</p>', 'latin1'));
  },
  '/immagine': (_req, res) => {
    res.writeHead(200, { 'content-type': 'image/png' });
    res.end(Buffer.alloc(10));
  },
  '/grande': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('x'.repeat(5000));
  },
  '/manca': (_req, res) => {
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('non trovato');
  },
  '/lenta': () => {},
  '/rimanda': (_req, res) => {
    res.writeHead(302, { location: '/annunci' });
    res.end();
  },
  '/al-metadata': (_req, res) => {
    res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' });
    res.end();
  },
  '/in-giro': (_req, res) => {
    res.writeHead(302, { location: '/in-giro' });
    res.end();
  },
  '/host': (req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<p>${req.headers.host}</p>`);
  },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    hosts.push(req.headers.host ?? '');
    (pages[req.url ?? ''] ?? pages['/manca']!)(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const opts: PageFetchOptions = {
  ownOrigins: ['https://portale.example.it'],
  allowed: ['127.0.0.1'],
  timeoutMs: 1_000,
};
const refusal = (url: string, options: PageFetchOptions = opts) =>
  fetchPublicPage(url, options).then(
    () => 'fetched',
    (err: unknown) => (err instanceof PageFetchError ? err.reason : String(err)),
  );

describe('fetchPublicPage', () => {
  it('fetches an HTML page, decompressed and decoded from its charset', async () => {
    expect(await fetchPublicPage(`${base}/annunci`, opts)).toEqual({
      url: `${base}/annunci`,
      html: '<html><head><title>Annunci</title></head><body>250.000 €</body></html>',
    });
    expect((await fetchPublicPage(`${base}/compressa`, opts)).html).toBe(
      '<p>Bilocale, 187.500 €</p>',
    );
    expect((await fetchPublicPage(`${base}/latin1`, opts)).html).toBe('<p>Città: 199.000 euro</p>');
  });

  it('follows a redirect and says where the page was found', async () => {
    expect((await fetchPublicPage(`${base}/rimanda`, opts)).url).toBe(`${base}/annunci`);
    expect(await refusal(`${base}/in-giro`)).toBe('redirects');
  });

  it('refuses loopback, and a redirect to the cloud metadata address, before connecting there', async () => {
    const strict = { ...opts, allowed: [] };
    const before = hosts.length;
    expect(await refusal(`${base}/annunci`, strict)).toBe('address');
    expect(hosts.length).toBe(before);
    expect(await refusal(`${base}/al-metadata`)).toBe('address');
    for (const url of [
      'http://localhost/',
      'http://[::1]/',
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::ffff:127.0.0.1]/',
      'http://0.0.0.0/',
    ])
      expect(await refusal(url, strict), url).toMatch(/^(address|unreachable)$/);
  });

  it('refuses other schemes, credentials, other ports and the portal itself', async () => {
    for (const url of ['ftp://sito.example/', 'file:///etc/passwd', 'javascript:alert(1)', 'x'])
      expect(await refusal(url), url).toBe('scheme');
    expect(await refusal('http://utente:segreto@sito.example/')).toBe('credentials');
    expect(await refusal('https://portale.example.it/area-riservata')).toBe('own');
    const resolve: Resolve = async () => [{ address: '93.184.216.34', family: 4 }];
    expect(await refusal('http://sito.example:22/', { ...opts, resolve })).toBe('port');
  });

  it('connects to the address it checked, with the name the user wrote', async () => {
    const resolve: Resolve = async () => [{ address: '127.0.0.1', family: 4 }];
    const page = await fetchPublicPage(`http://sito.example:${port}/host`, { ...opts, resolve });
    expect(page.html).toBe(`<p>sito.example:${port}</p>`);
  });

  it('refuses what is not a page, too big, an error, a silent site and an unknown name', async () => {
    expect(await refusal(`${base}/immagine`)).toBe('type');
    expect(await refusal(`${base}/grande`, { ...opts, maxBytes: 1000 })).toBe('size');
    expect(await refusal(`${base}/manca`)).toBe('status');
    expect(await refusal(`${base}/lenta`, { ...opts, timeoutMs: 200 })).toBe('timeout');
    const resolve: Resolve = async () => {
      throw new Error('ENOTFOUND');
    };
    expect(await refusal('https://nessuno.example/', { ...opts, resolve })).toBe('unreachable');
  });
});

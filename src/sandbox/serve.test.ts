import { gunzipSync } from 'node:zlib';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandbox } from './index';
import { parseArgs, type RunningServer } from './serve';
import { startTestServer } from './test-support';

describe('serve: production build plus sandbox on one origin', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('listens on 127.0.0.1 on a free port', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('falls back to index.html for client-side routes', async () => {
    for (const path of ['/', '/de/tickets/101', '/en/checkout/accepted?status=accepted&cartId=X', '/fr/page/data_protection']) {
      const res = await fetch(`${server.url}${path}`);
      expect([path, res.status]).toEqual([path, 200]);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('sends the Content-Security-Policy of the build’s index.html, with frame-ancestors from the configured host origins (issue 29)', async () => {
    const page = await fetch(`${server.url}/de/tickets`);
    expect(page.headers.get('content-security-policy')).toBe("default-src 'none'; script-src 'self' 'sha256-test='; frame-ancestors 'self'");
    const config = await fetch(`${server.url}/api/__sandbox/config`, { method: 'POST', body: JSON.stringify({ hostOrigins: ['https://www.kunsthalle.example'] }) });
    expect(config.ok).toBe(true);
    const embedded = await fetch(`${server.url}/en`);
    expect(embedded.headers.get('content-security-policy')).toBe("default-src 'none'; script-src 'self' 'sha256-test='; frame-ancestors 'self' https://www.kunsthalle.example");
    await fetch(`${server.url}/api/__sandbox/reset`, { method: 'POST' });
    // The API's answers are data, not pages: no policy of the shop's.
    expect((await fetch(`${server.url}/api/de/config`)).headers.get('content-security-policy')).toBeNull();
  });

  it('serves files with their type, hashed assets cached for good, compressed when accepted', async () => {
    const plain = await fetch(`${server.url}/assets/main.0123456789.js`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(plain.headers.get('cache-control')).toContain('immutable');
    const body = await plain.text();

    // fetch() would decompress transparently; a raw request shows what travels on the wire.
    const { request } = await import('node:http');
    const gz = await new Promise<{ encoding: string | undefined; bytes: Buffer }>((resolve, reject) => {
      request(`${server.url}/assets/main.0123456789.js`, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], bytes: Buffer.concat(chunks) }));
      }).on('error', reject).end();
    });
    expect(gz.encoding).toBe('gzip');
    expect(gz.bytes.length).toBeLessThan(body.length / 10);
    expect(gunzipSync(gz.bytes).toString()).toBe(body);

    const chunk = await fetch(`${server.url}/assets/94e8f903/runtime.js`);
    expect(chunk.headers.get('cache-control')).toContain('immutable');
    const favicon = await fetch(`${server.url}/favicon.svg`);
    expect(favicon.headers.get('content-type')).toBe('image/svg+xml');
    expect(favicon.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await fetch(`${server.url}/favicon.svg`);
    const etag = first.headers.get('etag') ?? '';
    expect((await fetch(`${server.url}/favicon.svg`, { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('does not hand out index.html for a missing file, nor anything outside the build', async () => {
    expect((await fetch(`${server.url}/assets/main.deadbeef00.js`)).status).toBe(404);
    for (const path of ['/..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd']) {
      const res = await fetch(`${server.url}${path}`);
      expect(await res.text()).not.toContain('root:');
    }
    expect((await fetch(`${server.url}/`, { method: 'POST' })).status).toBe(405);
  });

  it('routes /api and /sandbox-pay to the sandbox', async () => {
    expect((await fetch(`${server.url}/api/de/tour/categories`)).headers.get('content-type')).toMatch(/application\/json/);
    expect((await fetch(`${server.url}/sandbox-pay/unknown`)).status).toBe(404);
  });
});

describe('the sandbox as middleware', () => {
  it('answers its own paths and hands everything else to next()', async () => {
    const sandbox = createSandbox();
    const seen: string[] = [];
    const http = createServer((req, res) => {
      void sandbox.handle(req, res, () => {
        seen.push(req.url ?? '');
        res.end('from next');
      });
    });
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', () => r()));
    const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    try {
      expect(await (await fetch(`${base}/de/tickets`)).text()).toBe('from next');
      expect((await (await fetch(`${base}/api/en/tour/categories`)).json()).data.category[0].name).toBe('Public tours');
      expect(seen).toEqual(['/de/tickets']);
    } finally {
      http.closeAllConnections();
      await new Promise<void>((r) => http.close(() => r()));
    }
  });
});

describe('serve.ts arguments', () => {
  it('takes --catalogue standard or large and refuses anything else', () => {
    expect(parseArgs([]).catalogue).toBe('standard');
    expect(parseArgs(['--catalogue', 'large']).catalogue).toBe('large');
    expect(parseArgs(['--catalogue=standard']).catalogue).toBe('standard');
    expect(() => parseArgs(['--catalogue', 'huge'])).toThrow('--catalogue must be standard or large, not huge');
  });
});

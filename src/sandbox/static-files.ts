import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.webmanifest', '.xml']);
/**
 * What a production build names for good: `assets/name.<hex>.ext` (main.js and main.css) and
 * every file of a build's chunk directory, `assets/<hex>/name.ext`. Those never change and may be
 * cached for good.
 */
const HASHED = /(?:\.[0-9a-f]{8,}\.[a-z0-9]+|[\\/]assets[\\/][0-9a-f]{8,}[\\/][^\\/]+)$/;

interface Encoded {
  readonly mtimeMs: number;
  readonly identity: Buffer;
  readonly gzip: Buffer;
  readonly br: Buffer;
}

function pickEncoding(req: IncomingMessage): 'br' | 'gzip' | null {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/**
 * Serves a production build: files with their content type, compressed once and kept in memory
 * (a build is a few hundred kilobytes), and index.html for every address that is not a file so
 * the client-side router sees /de/tickets/101 on a reload.
 */
export function createStaticHandler(distDir: string): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const root = resolve(distDir);
  const cache = new Map<string, Encoded>();

  async function encoded(file: string, mtimeMs: number): Promise<Encoded> {
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === mtimeMs) return hit;
    const identity = await readFile(file);
    const entry: Encoded = {
      mtimeMs,
      identity,
      gzip: gzipSync(identity, { level: 9 }),
      br: brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    };
    cache.set(file, entry);
    return entry;
  }

  async function fileFor(pathname: string): Promise<{ file: string; size: number; mtimeMs: number } | null> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    if (decoded.includes('\0')) return null;
    const file = normalize(join(root, decoded));
    // Never leave the build directory, whatever `..` or encoded slashes the path holds.
    if (file !== root && !file.startsWith(root + sep)) return null;
    try {
      const s = await stat(file);
      if (s.isFile()) return { file, size: s.size, mtimeMs: s.mtimeMs };
      if (s.isDirectory()) {
        const index = join(file, 'index.html');
        const si = await stat(index).catch(() => null);
        if (si?.isFile()) return { file: index, size: si.size, mtimeMs: si.mtimeMs };
      }
    } catch {
      return null;
    }
    return null;
  }

  async function send(req: IncomingMessage, res: ServerResponse, found: { file: string; size: number; mtimeMs: number }, status = 200): Promise<void> {
    const ext = extname(found.file).toLowerCase();
    const etag = `"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`;
    const headers: Record<string, string | number> = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': HASHED.test(found.file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
    };
    if (status === 200 && req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const encoding = COMPRESSIBLE.has(ext) && found.size > 512 ? pickEncoding(req) : null;
    if (COMPRESSIBLE.has(ext)) headers.Vary = 'Accept-Encoding';
    if (encoding) {
      const body = (await encoded(found.file, found.mtimeMs))[encoding];
      res.writeHead(status, { ...headers, 'Content-Encoding': encoding, 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(status, { ...headers, 'Content-Length': found.size });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(found.file).pipe(res);
  }

  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed');
      return;
    }
    const pathname = new URL(req.url ?? '/', 'http://static.invalid').pathname;
    const found = await fileFor(pathname);
    if (found) return send(req, res, found);
    // A missing /assets/app.123.js is a 404, not the app's HTML: a wrong script must fail loudly.
    if (extname(pathname) !== '' && !pathname.endsWith('.html')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('Not found');
      return;
    }
    const index = await fileFor('/index.html');
    if (!index) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`No index.html in ${root}: run "npm run build" first.`);
      return;
    }
    await send(req, res, index);
  };
}

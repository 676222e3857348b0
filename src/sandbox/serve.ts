import { readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { catalogueNamed, type CatalogueName } from './core';
import { createSandbox, type Sandbox, type SandboxOptions } from './index';
import { createStaticHandler } from './static-files';
import { frameAncestors, policyInHtml } from '../content-security-policy';

export interface ServerOptions {
  readonly distDir: string;
  /** 0 picks a free port (tests). */
  readonly port: number;
  readonly host?: string;
  readonly sandbox?: SandboxOptions;
}

export interface RunningServer {
  readonly url: string;
  readonly sandbox: Sandbox;
  readonly server: Server;
  close(): Promise<void>;
}

/**
 * The policy of the build's index.html (its meta tag), read again when the file changes (a new
 * build under a running server); null without one.
 */
function buildPolicy(distDir: string): () => string | null {
  const file = join(distDir, 'index.html');
  let seen: { mtimeMs: number; policy: string | null } | null = null;
  return () => {
    try {
      const { mtimeMs } = statSync(file);
      if (seen?.mtimeMs !== mtimeMs) seen = { mtimeMs, policy: policyInHtml(readFileSync(file, 'utf8')) };
      return seen.policy;
    } catch {
      return null;
    }
  };
}

/** The production build plus the sandbox API on one origin, as a deployment would look. */
export async function startServer({ distDir, port, host = '127.0.0.1', sandbox: options }: ServerOptions): Promise<RunningServer> {
  const sandbox = createSandbox(options);
  const serveStatic = createStaticHandler(distDir);
  const policy = buildPolicy(distDir);
  const server = createServer((req, res) => {
    void sandbox.handle(req, res, () => {
      // The build's policy as a header, with what a meta tag cannot say: who may frame the shop,
      // the host origins of the configuration as the sandbox serves it now (docs/security.md).
      res.setHeader('Content-Security-Policy', [policy(), frameAncestors(sandbox.core.config().hostOrigins)].filter(Boolean).join('; '));
      serveStatic(req, res).catch((e: unknown) => {
        console.error('[serve]', req.url, e);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
    });
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveListen());
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost}:${address.port}`,
    sandbox,
    server,
    close: () =>
      new Promise<void>((resolveClose, reject) => {
        // Keep-alive sockets from a browser would hold close() open for minutes.
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolveClose()));
      }),
  };
}

export function parseArgs(argv: readonly string[]): { distDir: string; port: number; host: string; catalogue: CatalogueName } {
  const args = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (a === '--help' || a === '-h') {
      console.log('usage: ts-node --transpile-only src/sandbox/serve.ts [--dist dist] [--port 8080] [--host 127.0.0.1] [--catalogue standard|large]');
      process.exit(0);
    }
    const m = /^--(dist|port|host|catalogue)(?:=(.*))?$/.exec(a);
    if (!m) throw new Error(`unknown argument ${a}`);
    const value = m[2] ?? argv[++i];
    if (value === undefined) throw new Error(`--${m[1]} needs a value`);
    args.set(m[1] ?? '', value);
  }
  const port = Number(args.get('port') ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('--port must be 0..65535');
  const catalogue = catalogueNamed(args.get('catalogue') ?? 'standard', '--catalogue');
  return { distDir: args.get('dist') ?? 'dist', port, host: args.get('host') ?? '127.0.0.1', catalogue };
}

if (require.main === module) {
  (async () => {
    const { distDir, port, host, catalogue } = parseArgs(process.argv.slice(2));
    const running = await startServer({ distDir, port, host, sandbox: { catalogue } });
    console.log(`Foyer: ${running.url}/ (build from ${distDir}, sandbox API under /api/, ${catalogue} catalogue)`);
    const stop = (): void => {
      void running.close().then(() => process.exit(0));
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  })().catch((e: unknown) => {
    console.error((e as Error).message);
    process.exit(1);
  });
}

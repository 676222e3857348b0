import { startServer } from '../../src/sandbox/serve';

/**
 * Serves the production build and the sandbox API on a free 127.0.0.1 port for the whole run;
 * the returned function stops it. Workers inherit FOYER_E2E_URL. FOYER_DIST names another build
 * folder (a build made with `--output-path`), so two builds can be tested side by side.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startServer({ distDir: process.env.FOYER_DIST ?? 'dist', port: 0, host: '127.0.0.1' });
  process.env.FOYER_E2E_URL = server.url;
  return () => server.close();
}

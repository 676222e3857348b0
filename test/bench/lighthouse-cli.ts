import { join } from 'node:path';
import { CHROMIUM_ARGS } from './browser';

/** Lighthouse's command line, offline, in Debian's Chromium (`npm run lighthouse`, `npm run lighthouse:graph`). */
const CLI = join(__dirname, '../../node_modules/lighthouse/cli/index.js');

/** The arguments after `node` for the performance category of `url`, with `extra` (an output, a preset). */
export function lighthouseArgs(url: string, extra: readonly string[] = []): string[] {
  return [CLI, url, '--only-categories=performance', '--quiet', `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`, ...extra];
}

/** The environment Lighthouse finds the browser by. */
export const lighthouseEnv = (): NodeJS.ProcessEnv => ({ ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' });

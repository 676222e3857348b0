/**
 * The shell's calls (shell-endpoints.ts) take an answer their guard passes as it stands, without
 * loading io-ts's codecs; an answer a guard refuses is decoded by its codec as every answer is.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import * as E from 'fp-ts/Either';
import type { FetchLike } from './requests';
import type { ApiError, ApiSignal } from './errors';
import { shellEndpoints } from './shell-endpoints';

const fixture = (name: string): Record<string, unknown> =>
  (JSON.parse(readFileSync(join(__dirname, '../../fixtures/api', `${name}.json`), 'utf8')) as { data: Record<string, unknown> }).data;

const answering = (data: unknown): FetchLike => () => Promise.resolve(new Response(JSON.stringify({ data }), { status: 200 }));

interface Shell {
  request(name: keyof typeof shellEndpoints): Promise<E.Either<ApiError, unknown>>;
  /** How often the shell's codecs were asked for. */
  codecLoads(): number;
  readonly signals: ApiSignal[];
}

/**
 * Runs `body` with the shell's requests in a module registry of their own, where loading the
 * shell's codecs is counted, and fails when `codecs` says so (a chunk that did not come).
 */
async function withShell(fetch: FetchLike, codecs: 'load' | 'fail', body: (shell: Shell) => Promise<void>): Promise<void> {
  let loads = 0;
  await jest.isolateModulesAsync(async () => {
    jest.doMock('./codecs/shell', () => {
      loads += 1;
      if (codecs === 'fail') throw new Error('Loading chunk runtime-model failed');
      return jest.requireActual('./codecs/shell');
    });
    const { createApiRequests } = await import('./requests');
    const requests = createApiRequests({ base: '/api/', getLang: () => 'de', getToken: () => null, fetch }, shellEndpoints);
    const signals: ApiSignal[] = [];
    requests.onSignal((s) => signals.push(s));
    await body({ request: (name) => requests.request(name), codecLoads: () => loads, signals });
  });
  jest.dontMock('./codecs/shell');
}

let consoleError: jest.SpyInstance;
beforeEach(() => (consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined)));
afterEach(() => consoleError.mockRestore());

describe("the shell's answers and their guards", () => {
  it.each(['remoteConfig', 'staticContent', 'metaData'] as const)("%s: an answer the guard passes is taken as sent, and io-ts's codecs are never loaded", async (name) => {
    const data = fixture(name);
    await withShell(answering(data), 'fail', async (shell) => {
      expect(await shell.request(name)).toEqual(E.right(data));
      expect(shell.codecLoads()).toBe(0);
      expect(shell.signals).toEqual([]);
    });
  });

  it('an empty map written as [] is taken without the codec, as {} as the codec would decode it', async () => {
    const data = { ...fixture('staticContent'), banners: [] };
    await withShell(answering(data), 'fail', async (shell) => {
      expect(await shell.request('staticContent')).toEqual(E.right({ ...data, banners: {} }));
      expect(shell.codecLoads()).toBe(0);
    });
  });

  it('a malformed extra of the configuration is refused by the guard and left out by the codec, with why', async () => {
    const sample = fixture('remoteConfig');
    const data = { ...sample, siteNameShortTranslations: 'Kunsthalle' };
    await withShell(answering(data), 'load', async (shell) => {
      const answer = await shell.request('remoteConfig');
      expect(E.isRight(answer) && answer.right).toEqual(expect.objectContaining({ siteName: sample.siteName, ignored: expect.any(Array) }));
      expect(E.isRight(answer) && 'siteNameShortTranslations' in (answer.right as object)).toBe(false);
      expect(shell.codecLoads()).toBe(1);
    });
  });

  it('a malformed answer is a Decode error in readable words, logged and signalled', async () => {
    await withShell(answering({ ...fixture('metaData'), title: 7 }), 'load', async (shell) => {
      const messages = ['Expecting string at title but instead got: 7'];
      expect(await shell.request('metaData')).toEqual(E.left({ kind: 'Decode', endpoint: 'metaData', messages }));
      expect(shell.signals).toEqual([{ kind: 'decodeError', endpoint: 'metaData', messages }]);
      expect(String(consoleError.mock.calls[0]?.[0])).toContain('MetaData');
    });
  });

  it('a refused answer whose codecs cannot be loaded is a network failure (the files did not come), not a silent pass', async () => {
    await withShell(answering({ ...fixture('metaData'), title: 7 }), 'fail', async (shell) => {
      const answer = await shell.request('metaData');
      expect(E.isLeft(answer) && answer.left.kind).toBe('Network');
      expect(shell.signals).toEqual([{ kind: 'networkError', endpoint: 'metaData' }]);
    });
  });
});

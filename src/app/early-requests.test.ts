import type { FetchLike } from '../api/requests';
import { earlyFetch, type EarlyWindow } from './early-requests';

const GET = { method: 'GET', headers: { Accept: 'application/json' } } as const;

describe('earlyFetch', () => {
  it('serves the first GET of an address index.html asked for, once; everything else goes to fetch', async () => {
    const config = Promise.resolve(new Response('{"data":{}}'));
    const win: EarlyWindow = { __foyerEarly: { '/api/de/config': config } };
    const asked: string[] = [];
    const fetch: FetchLike = (input) => {
      asked.push(input);
      return Promise.resolve(new Response('{}'));
    };
    const early = earlyFetch(win, fetch);
    expect(win.__foyerEarly).toBeUndefined();
    expect(early('/api/de/config', GET)).toBe(config);
    await early('/api/de/config', GET);
    await early('/api/de/static-content', GET);
    await early('/api/de/config', { ...GET, method: 'POST' } as unknown as RequestInit);
    expect(asked).toEqual(['/api/de/config', '/api/de/static-content', '/api/de/config']);
  });

  it('without early answers (no script, another language) every request goes to fetch', async () => {
    const fetch = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(() => Promise.resolve(new Response('{}')));
    await earlyFetch({}, fetch)('/api/de/config', GET);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

import type { FetchLike } from '../api/requests';

/** What index.html's first script leaves: the answers it started asking for, by address. */
export interface EarlyWindow {
  __foyerEarly?: Record<string, Promise<Response>>;
}

/**
 * The shop's first answers (configuration, static content, meta data) are asked for by
 * index.html while main.js downloads, not after it has run: on a first visit that is one round
 * trip less before the page and its cookie notice paint. Each early answer serves the shop's
 * first GET of exactly that address, once; every other request goes to `fetch`.
 */
export function earlyFetch(win: EarlyWindow, fetch: FetchLike): FetchLike {
  const early = win.__foyerEarly ?? {};
  delete win.__foyerEarly;
  return (input, init) => {
    const answer = init.method === 'GET' ? early[input] : undefined;
    if (!answer) return fetch(input, init);
    delete early[input];
    return answer;
  };
}

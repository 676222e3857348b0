import { firstValueFrom, tap } from 'rxjs';
import { isRight } from 'fp-ts/Either';
import type { ApiClient, CallArgs } from '../api/client';
import type { EndpointName } from '../api/endpoints';
import type { AppConfig } from '../api/codecs/shell';
import { LANGUAGES, type Lang } from '../messages';
import type { NameShadow } from '../tracking/names';
import { createNameStore, type NameStore } from '../engine/name-store';
import type { KeyValueStorage } from '../bus/deps';
import { namesOfAnswer } from '../api/answer-names';

/**
 * The answers that name what tracking sends as items: the catalogue lists and pages. Asked
 * again in the tracking language when the visitor's differs (tracking/names.ts).
 */
const NAMING_ENDPOINTS: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'eventList',
  'ticketCollect',
  'dayTicketList',
  'merchandiseList',
  'merchandiseSingle',
  'voucherList',
  'voucherSingle',
  'tourList',
  'tourSingle',
]);

/**
 * The one language of item names in the tracking stream (docs/tracking.md "Item names"):
 * the configured `trackingLanguage` when the shop offers it, else the shop's first language.
 */
export function trackingLanguageOf(config: Pick<AppConfig, 'trackingLanguage'>, languages: readonly Lang[]): Lang {
  const wanted = config.trackingLanguage;
  if (wanted !== undefined && (LANGUAGES as readonly string[]).includes(wanted) && languages.includes(wanted as Lang)) return wanted as Lang;
  return languages[0] ?? 'de';
}

/**
 * The shop's API client, telling `shadow` of every naming answer it receives while the
 * visitor's language is not the tracking language; `fixed` asks the twin in that language.
 * The twin goes through its own client: its failures, time and waiting are nobody's concern
 * on screen.
 */
export function namingApi(
  api: ApiClient,
  fixed: ApiClient,
  shadow: NameShadow,
  visitorLang: () => Lang,
  trackingLang: Lang,
  /** The twin's answer, for the reference names in the tracking language. */
  onTwin: (name: EndpointName, answer: unknown) => void = () => undefined,
): ApiClient {
  function call<N extends EndpointName>(name: N, ...args: CallArgs<N>): ReturnType<ApiClient['call']> {
    const answer = api.call(name, ...args);
    if (!NAMING_ENDPOINTS.has(name)) return answer;
    return answer.pipe(
      tap((result) => {
        if (!isRight(result) || visitorLang() === trackingLang) return;
        const ask = async (): Promise<unknown> => {
          const twin = await firstValueFrom(fixed.call(name, ...args));
          if (!isRight(twin)) throw new Error(twin.left.kind);
          onTwin(name, twin.right);
          return twin.right;
        };
        shadow.seen({ key: `${name} ${JSON.stringify(args[0] ?? null)}`, ask }, result.right);
      }),
    );
  }
  return { pending$: api.pending$, signals$: api.signals$, call };
}

/**
 * The reference names of a page in `lang`, and the API client that teaches them every answer:
 * how the shop (start-runtime.ts), its test app and the sandbox runtimes wire them alike.
 */
export function referenceNames(api: ApiClient, storage: KeyValueStorage, lang: string): { api: ApiClient; store: NameStore } {
  const store = createNameStore(storage);
  return { api: learningApi(api, (name, answer) => store.learn(lang, namesOfAnswer(name, answer))), store };
}

/** The API client, telling `learn` of every answer it receives (the reference names learn from them). */
export function learningApi(api: ApiClient, learn: (name: EndpointName, answer: unknown) => void): ApiClient {
  function call<N extends EndpointName>(name: N, ...args: CallArgs<N>): ReturnType<ApiClient['call']> {
    return api.call(name, ...args).pipe(tap((result) => void (isRight(result) && learn(name, result.right))));
  }
  return { pending$: api.pending$, signals$: api.signals$, call };
}

/**
 * A visitor-language name in the tracking language through the reference names: the key it is
 * the name of (the first, if two entries share it), then that key's name there.
 */
export function referenceRenamer(store: NameStore, visitorLang: string, trackingLang: string): (name: string) => string | undefined {
  let index: { table: unknown; byName: Map<string, string> } | null = null;
  return (name) => {
    const table = store.value;
    if (index?.table !== table) {
      const byName = new Map<string, string>();
      for (const [key, n] of Object.entries(table[visitorLang] ?? {})) if (!byName.has(n)) byName.set(n, key);
      index = { table, byName };
    }
    const key = index.byName.get(name);
    return key === undefined ? undefined : store.in(trackingLang)(key);
  };
}

/**
 * What a component test mounts around its part of the shop, shared by `renderApp` (the whole
 * shell and router) and `renderScreen` (one screen): a runtime from `createRuntime` with
 * `fakeAppDeps`, a real auth store, a fake API, the fixture remote configuration
 * (fixtures/api/remoteConfig.json) with per-test overrides, a memory history, and the real texts.
 */
import './dom-polyfills';
import { memoryHistory, type AppHistory } from '../../src/routing/history';
import type { AppConfig, MetaData, StaticContent } from '../../src/api/codecs/shell';
import { memoryStorage, type Navigator } from '../../src/bus/deps';
import { type Phrases } from '../../src/i18n';
import { createTranslator } from '../../src/i18n/polyglot';
import type { CustomerData } from '../../src/api/codecs/customer';
import type { AreaName, Lang } from '../../src/messages';
import { createRuntime, type Runtime } from '../../src/engine/runtime';
import type { AppServices } from '../../src/engine/services';
import { createAuthStore, CUSTOMER_KEY, TOKEN_KEY, type AuthStore } from '../../src/engine/auth-store';
import type { ShellData } from '../../src/engine/shell-data';
import { createStore, type Store } from '../../src/kernel/store';
import { areaLoaders } from '../../src/app/areas';
import type { AppDeps, AppEpic } from '../../src/engine/epics';
import { fakeAppDeps } from './app-deps';
import { createFormFeedback } from '../../src/domain/account/feedback';
import { routePath } from '../../src/routing/route-paths';
import { returnTarget } from '../../src/routing/after-login';
import { fakeApi, httpError, ok } from './fake-api';
import { referenceNames } from '../../src/app/tracking-names';
import remoteConfigFixture from '../../fixtures/api/remoteConfig.json';
import staticContentFixture from '../../fixtures/api/staticContent.json';
import metaDataFixture from '../../fixtures/api/metaData.json';
import customerFixture from '../../fixtures/api/customerData.json';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import it from '../../locales/it.json';
import nl from '../../locales/nl.json';
import es from '../../locales/es.json';
import sv from '../../locales/sv.json';
import da from '../../locales/da.json';
import { allAreas } from '../../src/app/areas/all';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const PHRASES: Record<Lang, Phrases> = { de, en, fr, it, nl, es, sv, da };

export const fixtureConfig = (): AppConfig => clone(remoteConfigFixture.data) as unknown as AppConfig;
export const fixtureStaticContent = (): StaticContent => clone(staticContentFixture.data);
export const fixtureMeta = (): MetaData => clone(metaDataFixture.data);
export const fixtureCustomer = (overrides: Partial<CustomerData> = {}): CustomerData =>
  ({ ...clone(customerFixture.data), ...overrides });

export const translatorFor = (lang: Lang) => createTranslator(lang, PHRASES[lang]);
type Translate = ReturnType<typeof translatorFor>['t'];
export const textOf = (lang: Lang, key: Parameters<Translate>[0], options?: Parameters<Translate>[1]): string => translatorFor(lang).t(key, options);

export interface TestAppOptions {
  /** The address to start at; default `/${lang}` (renderScreen: the route's own address). */
  path?: string;
  lang?: Lang;
  /** Top-level keys replacing the fixture configuration's. */
  config?: Partial<AppConfig>;
  /** Answers of the fake API (staticPage, customerData, …). */
  replies?: Parameters<typeof fakeApi>[0];
  storage?: ReturnType<typeof memoryStorage>;
  /** Shell reference data; defaults to the fixtures' meta data and static content. */
  shellData?: Partial<ShellData>;
  /** Signed in before the first render (token and customer in the auth store's keys). */
  signedIn?: { token: string; customer: CustomerData | null };
  epics?: Record<string, AppEpic>;
  deps?: Partial<AppDeps>;
  /** 'all' (default): every area registered up front, as in Node; 'lazy': as in the browser. */
  areas?: 'all' | 'lazy';
  /** "Report a problem" (default: does nothing). */
  report?: () => Promise<void>;
  /** This session's tracking NDJSON (the QA page's download); absent by default. */
  trackingExport?: () => string;
}

export interface TestApp {
  lang: Lang;
  history: AppHistory;
  /** The address the app is at (or heading to while a screen loads), and client-side moves. */
  router: TestRouter;
  runtime: Runtime;
  services: AppServices;
  auth: AuthStore;
  storage: ReturnType<typeof memoryStorage>;
  shellData: Store<ShellData>;
  api: ReturnType<typeof fakeApi>;
}

export function createTestApp(options: TestAppOptions, start: string): TestApp {
  const lang = options.lang ?? 'de';
  const storage = options.storage ?? memoryStorage();
  if (options.signedIn) {
    storage.setItem(TOKEN_KEY, options.signedIn.token);
    if (options.signedIn.customer) storage.setItem(CUSTOMER_KEY, JSON.stringify(options.signedIn.customer));
  }
  const auth = createAuthStore(storage);
  // The checkout's pages ask for the names of basket lines they do not know (line-names-epic.ts):
  // a test that does not care answers them with nothing to learn, as a server without them would.
  // A stored token's customer is loaded again at the start (session-resume.ts): the server knows
  // the one the test signed in, and no one for a token alone.
  const customerData = options.signedIn?.customer ? ok(options.signedIn.customer) : httpError(401);
  const api = fakeApi({ staticPage: (params: unknown) => pageReply(params), eventList: ok({ events: [] }), tourSingle: httpError(404), customerData, ...options.replies });
  const config: AppConfig = { ...fixtureConfig(), ...options.config };
  const shellData = createStore<ShellData>({
    meta: fixtureMeta(),
    staticContent: fixtureStaticContent(),
    paymentTypes: null,
    ...options.shellData,
  });
  const history = memoryHistory(options.path ?? start);
  const router = testRouter(history);
  const navigator: Navigator = {
    path: () => history.location.pathname + history.location.search,
    navigate: (to, navOptions) => router.navigate(to, navOptions),
    reload: jest.fn(),
    origin: () => 'http://localhost',
  };
  // The reference names, learned from every answer as in the browser (app/start-runtime.ts).
  const named = referenceNames(api.api, storage, lang);
  const deps = fakeAppDeps({
    storage,
    api: named.api,
    names: { store: named.store, lang },
    navigator,
    auth,
    feedback: createFormFeedback(),
    afterLogin: () => returnTarget(storage, 'http://localhost', `/${lang}`),
    afterGuest: () => returnTarget(storage, 'http://localhost', `/${lang}/checkout`),
    routePath: (name) => routePath(lang, name),
    defaultCountry: () => config.defaultCountry ?? null,
    ...options.deps,
  });
  const runtime = createRuntime({
    // 'lazy': as in the browser, each area registers when its route loads.
    ...(options.areas === 'lazy' ? { loadArea: (name: AreaName) => areaLoaders[name]() } : { areas: allAreas }),
    deps,
    ...(options.epics ? { epics: options.epics } : {}),
  });
  const services: AppServices = {
    config,
    lang,
    requests: api.requests,
    auth,
    shell: { data: shellData, current: () => shellData.value },
    storage,
    navigator,
    clock: deps.clock,
    report: options.report ?? (() => Promise.resolve()),
    ...(options.trackingExport ? { trackingExport: options.trackingExport } : {}),
  };
  return { lang, history, router, runtime, services, auth, storage, shellData, api };
}

export interface TestRouter {
  readonly state: { readonly location: AppHistory['location'] };
  /** A path, or a step back (-1) or forward through the history. */
  navigate(to: string | number, options?: { replace?: boolean }): void;
}

/** The data router's `state.location` and `navigate`, which the tests read, over the history. */
function testRouter(history: AppHistory): TestRouter {
  return {
    get state() {
      return { location: history.location };
    },
    navigate: (to, options) => {
      if (typeof to === 'number') history.go(to);
      else if (options?.replace) history.replace(to);
      else history.push(to);
    },
  };
}

function pageReply(params: unknown) {
  const id = (params as { path?: { id?: string } } | undefined)?.path?.id ?? '?';
  return { _tag: 'Right' as const, right: { title: `Page ${id}`, html: `<p>Text of ${id}</p>` } };
}

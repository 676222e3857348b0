import { createRoot, type Root } from 'react-dom/client';
import { firstValueFrom } from 'rxjs';
import { isLeft } from 'fp-ts/Either';
import { createApiClient } from '../api/client';
import { DEFAULT_API_BASE } from '../api/endpoints';
import { cryptoRandom, systemClock, type Navigator } from '../bus/deps';
import { LANGUAGES, type Lang } from '../messages';
import { createTranslator, loadPhrases } from '../i18n';
import { markTab } from '../event-log/tab';
import { COOKIES_ACCEPTED_KEY } from '../domain/ui/epics';
import { consentOf } from '../domain/ui/read-model';
import { App } from './App';
import { browserSessionStorage } from './browser-storage';
import { createRuntime, type Runtime } from './runtime';
import { browserHistory } from './history';
import { runtimeAreaHost } from './routes';
import { href, routePath } from './route-paths';
import { areaLoaders } from './areas';
import { createAuthStore } from './session/auth-store';
import { createFormFeedback } from '../domain/account/feedback';
import { applyDocumentMeta, loadShellData, supportEmailOf } from './shell/shell-data';
import { keepPartner, returnTarget } from './shell/navigation-memory';
import { splitPath, swapLanguage } from './shell/paths';
import { BootFailure } from './shell/BootScreens';
import { BOOT_RELOAD_DELAY_MS, bootFailure } from './shell/boot-failure';
import { applyTheme } from './shell/theme';
import { safeConfig } from './shell/safe-urls';
import { isOn } from '../api/codecs/common';
import { dataLayerSink, ndjsonBuffer, postMessageSink, type Sink } from '../tracking/sinks';
import { startConsentMode } from '../tracking/consent-mode';
import { startTrackingWhenConsented } from '../tracking/lazy';
import { exposeQaTools } from './qa-tools';
import { nameShadow } from '../tracking/names';
import { namingApi, trackingLanguageOf } from './tracking-names';
import { embeddingHost, startEmbedding } from './shell/embedding';
import { QA_CAPSULE_KEY } from '../qa/keys';

const LANG_KEY = 'foyer:lang';
/** How long a tracking event waits for its names in the tracking language before it goes as it is. */
const NAME_WAIT_MS = 2_000;

/**
 * Start-up (000 §4): remote configuration before the first render; then the token, the
 * customer, payment types and meta data are restored or loaded; then the event log is
 * hydrated and the shop mounts.
 */
export async function boot(container: HTMLElement, options: { reload?: () => void } = {}): Promise<Root> {
  const reload = options.reload ?? (() => window.location.reload());
  const root = createRoot(container);
  const { storage } = browserSessionStorage();
  const stored = safeGet(storage, LANG_KEY);
  const { lang: urlLang } = splitPath(window.location.pathname);
  let lang: Lang = urlLang ?? (isLang(stored) ? stored : 'de');
  const firstLang = lang;

  const auth = createAuthStore(storage);
  const base = process.env.FOYER_API_BASE || DEFAULT_API_BASE;
  const visitorApi = createApiClient({ base, getLang: () => lang, getToken: () => auth.token() });
  let api = visitorApi;

  const [config, phrases] = await Promise.all([firstValueFrom(api.call('remoteConfig')), loadPhrases(lang).catch(() => null)]);
  if (isLeft(config)) {
    const t = phrases ? createTranslator(lang, phrases) : null;
    const failure = bootFailure(config.left, storage, Date.now());
    if (failure.reload) setTimeout(reload, BOOT_RELOAD_DELAY_MS);
    root.render(<BootFailure title={t?.t(failure.text)} retry={t?.t('common.retry')} reloading={failure.reload} />);
    return root;
  }

  // Configured links render as links and images: only safe ones survive (a readable console
  // line for each one dropped).
  const settings = safeConfig(config.right, window.location.origin);
  for (const line of settings.ignored ?? []) console.warn(`Foyer: left out of the remote configuration: ${line}`);

  // The address decides the language; a missing or unconfigured one becomes the stored or
  // default language (the first configured, 000 §1), keeping the rest of the path.
  const languages = settings.languages.length > 0 ? settings.languages : (['de'] as Lang[]);
  if (!urlLang || !languages.includes(urlLang)) {
    const next = isLang(stored) && languages.includes(stored) ? stored : (languages[0] as Lang);
    const path = window.location.pathname === '/logout' ? '/logout' : swapLanguage(window.location.pathname, next);
    window.history.replaceState(null, '', path + window.location.search + window.location.hash);
    lang = next;
  }
  const texts = phrases && lang === firstLang ? phrases : await loadPhrases(lang);
  // Item names for analysts in one language (docs/tracking.md "Item names"): where the
  // visitor's is another, naming answers are asked again in it once tracking may run.
  const trackingLang = trackingLanguageOf(settings, languages);
  const names = lang === trackingLang ? undefined : nameShadow({ waitMs: NAME_WAIT_MS });
  if (names) {
    const fixed = createApiClient({ base, getLang: () => trackingLang, getToken: () => null });
    api = namingApi(visitorApi, fixed, names, () => lang, trackingLang);
  }
  safeSet(storage, LANG_KEY, lang);
  document.documentElement.lang = lang;
  applyTheme(document.documentElement, settings.theme);
  keepPartner(storage, window.location.search);

  const shell = loadShellData(api, window.location.origin);
  shell.data$.subscribe(({ meta }) => applyDocumentMeta(document, meta));
  // The saved customer is refreshed, except on the way out: a late answer must not write the
  // customer back after /logout signed them out (setCustomer also ignores an answer for a token
  // that is no longer the session's).
  const tokenAtStart = auth.token();
  const replaying = safeGet(storage, QA_CAPSULE_KEY) !== null;
  if (tokenAtStart && window.location.pathname !== '/logout' && !replaying) {
    api.call('customerData').subscribe((r) => {
      if (!isLeft(r)) auth.setCustomer(r.right, tokenAtStart);
    });
  }
  const feedback = createFormFeedback();

  // The history comes first (the runtime's navigator moves it); the lazy routes register their
  // areas with the runtime as soon as it exists.
  let runtimeReady: (runtime: Runtime) => void = () => undefined;
  const areas = runtimeAreaHost(new Promise<Runtime>((resolve) => (runtimeReady = resolve)));
  const history = browserHistory();
  const navigator: Navigator = {
    path: () => history.location.pathname + history.location.search,
    navigate: (to, options) => (options?.replace ? history.replace(to) : history.push(to)),
    reload: () => window.location.reload(),
    origin: () => window.location.origin,
  };
  // QA's replay mode (docs/qa.md): a capsule opened on the QA page takes the tab over until QA
  // leaves; the tester's own session is neither read nor written meanwhile.
  if (replaying) {
    const qa = await import(/* webpackChunkName: "qa" */ '../qa/replay-boot');
    const capsule = qa.storedCapsule(storage);
    if (capsule) {
      await qa.startReplay(capsule, {
        root,
        storage,
        services: { config: settings, lang, api, auth, shell, storage, navigator, feedback, report: () => Promise.resolve() },
        translator: createTranslator(lang, texts),
        history,
        leave: (to) => window.location.assign(to),
      });
      return root;
    }
  }

  const random = cryptoRandom();
  const runtime = createRuntime({
    deps: {
      clock: systemClock,
      random,
      storage,
      api,
      navigator,
      auth,
      afterLogin: () => returnTarget(storage, window.location.origin, `/${lang}`),
      afterGuest: () => returnTarget(storage, window.location.origin, href(lang, 'checkout')),
      routePath: (name) => routePath(lang, name),
      feedback,
      reloadPaymentTypes: shell.reloadPaymentTypes,
      leaveTo: (url) => window.location.assign(url),
      supportEmail: () => supportEmailOf(settings, shell.current().meta),
      defaultCountry: () => settings.defaultCountry ?? null,
    },
    loadArea: (name) => areaLoaders[name](),
  });
  runtimeReady(runtime);
  // Embedded in a museum page (module mode, a configured host origin): tracking and the frame's
  // size go to that page only, and its consent is the visitor's choice (docs/embedding.md).
  const moduleMode = !isOn(settings.showHeader) && !isOn(settings.showFooter);
  const embedHost = moduleMode ? embeddingHost(window, settings.hostOrigins) : null;
  const ownDataLayer = embedHost === null || isOn(settings.embeddedDataLayer ?? false);
  const dataLayer = window as unknown as { dataLayer?: unknown[] };
  // Consent Mode's default (denied) goes to the dataLayer before anything else can.
  if (ownDataLayer) startConsentMode(dataLayer, runtime.commit$, runtime.state$.value.ui.cookiesAccepted);
  // The spec's session key: the host page may have set it (000 §3).
  const storedChoice = safeGet(storage, COOKIES_ACCEPTED_KEY);
  const chosen = consentOf(runtime.state$.value.ui);
  if (storedChoice === 'true' && chosen !== 'granted') runtime.dispatch({ type: 'AcceptCookies' });
  if (storedChoice === 'false' && chosen === null) runtime.dispatch({ type: 'RejectCookies' });
  const analytics = ndjsonBuffer(undefined, storage);
  const sinks: Sink[] = [analytics.sink];
  if (ownDataLayer) sinks.unshift(dataLayerSink(dataLayer));
  if (embedHost) sinks.push(postMessageSink(window.parent, embedHost));
  startTrackingWhenConsented(runtime.commit$, sinks, { lang, ...(names ? { names } : {}) }, () => import(/* webpackChunkName: "tracking" */ '../tracking/tracker'));
  if (embedHost) startEmbedding(window, embedHost, runtime.dispatch);
  // The capsule's code (and MD5) loads on the first "Report a problem", not with the shop.
  const reporting = () => import(/* webpackChunkName: "report" */ '../qa/report');
  const capture = async () =>
    (await reporting()).captureCapsule({
      log: () => runtime.log.document(),
      config: settings,
      lang,
      route: () => runtime.state$.value.ui.route ?? null,
      storage,
      now: () => new Date(systemClock.now()),
      random: () => random.id(),
    });
  exposeQaTools(window, runtime, analytics, capture);

  // Marks this tab closed on the way out, so a reload keeps its id and a duplicate does not.
  window.addEventListener('pagehide', () => markTab(storage, runtime.tab, false));
  window.addEventListener('pageshow', (e) => e.persisted && markTab(storage, runtime.tab, true));

  root.render(
    <App
      runtime={runtime}
      history={history}
      areas={areas}
      translator={createTranslator(lang, texts)}
      services={{ config: settings, lang, api, auth, shell, storage, navigator, feedback, embedded: embedHost !== null, trackingExport: () => analytics.toNdjson(), report: async () => (await reporting()).downloadCapsule(await capture()) }}
    />,
  );
  return root;
}

function isLang(value: string | null): value is Lang {
  return value !== null && (LANGUAGES as readonly string[]).includes(value);
}

function safeGet(storage: { getItem(k: string): string | null }, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function safeSet(storage: { setItem(k: string, v: string): void }, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    /* the language is also in the address */
  }
}

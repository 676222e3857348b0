import { createRoot, type Root } from 'react-dom/client';
import { isLeft } from 'fp-ts/Either';
import { createApiRequests } from '../api/requests';
import type { ApiSignal } from '../api/errors';
import { DEFAULT_API_BASE, shellEndpoints } from '../api/shell-endpoints';
import { cryptoRandom, storedKeys, systemClock, type KeyValueStorage, type Navigator } from '../bus/deps';
import { LANGUAGES, type Lang } from '../kernel/brands';
import { createTranslator, loadPhrases } from '../i18n';
import { App } from './App';
import { shopLanguages } from '../engine/services';
import { browserSessionStorage } from './browser-storage';
import { browserHistory } from '../routing/history';
import { runtimeAreaHost } from './routes';
import { runtimeGate } from '../engine/runtime-source';
import { earlyFetch, type EarlyWindow } from './early-requests';
import { createAuthStore } from '../engine/auth-store';
import { applyDocumentMeta, loadShellData } from '../engine/shell-data';
import { keepPartner, LAST_URL_KEY, PARTNER_KEY, RETURN_TARGET_KEY } from '../routing/navigation-memory';
import { splitPath, swapLanguage } from '../routing/paths';
import { BootFailure } from './shell/BootScreens';
import { BOOT_RELOAD_DELAY_MS, bootFailure } from './shell/boot-failure';
import { RELOAD_KEY } from '../api/reload-guard';
import { SCROLL_KEY } from './shell/use-page-effects';
import { applyTheme } from './shell/theme';
import { safeConfig } from '../engine/safe-urls';
import { loadCookieNotice } from './shell/CookieNotice';
import { afterNextFrame } from '../kernel/next-frame';
import { isOn } from '../api/codecs/primitives';
import { consentDefault } from '../tracking/consent-default';
import { exposeQaTools } from './qa-tools';
import { embeddingHost } from './shell/embedding';
import { QA_CAPSULE_KEY, QA_RETURN_KEY } from '../qa/keys';

const LANG_KEY = 'foyer:lang';

/**
 * What the shell itself keeps in the session: a session holding nothing else has not started
 * (no log, no basket, no sign-in, no consent the host page passed in), so the runtime need not
 * start until the visitor does something (docs/decisions.md "A first visit without the runtime").
 */
const SHELL_KEYS: ReadonlySet<string> = new Set([LANG_KEY, SCROLL_KEY, LAST_URL_KEY, RETURN_TARGET_KEY, PARTNER_KEY, RELOAD_KEY, QA_RETURN_KEY]);

/** On a first visit, the longest the first screen waits for the cookie notice to be ready to paint. */
const NOTICE_WAIT_MS = 1_000;

/**
 * Start-up (000 §4): remote configuration before the first render; then the token, the
 * customer, payment types and meta data are restored or loaded; the shop mounts. The event
 * log's runtime starts with it when the session holds anything, else when the visitor first
 * needs it (a screen other than home, a command): see runtime-source.ts.
 */
export async function boot(container: HTMLElement, options: { reload?: () => void } = {}): Promise<Root> {
  const reload = options.reload ?? (() => window.location.reload());
  const root = createRoot(container);
  const { storage } = browserSessionStorage();
  const sessionStarted = storedKeys(storage).some((key) => !SHELL_KEYS.has(key));
  const stored = safeGet(storage, LANG_KEY);
  const { lang: urlLang } = splitPath(window.location.pathname);
  let lang: Lang = urlLang ?? (isLang(stored) ? stored : 'de');
  const firstLang = lang;

  const auth = createAuthStore(storage);
  const base = process.env.FOYER_API_BASE || DEFAULT_API_BASE;
  const fetchEarly = earlyFetch(window as EarlyWindow, (input, init) => globalThis.fetch(input, init));
  const requests = createApiRequests({ base, getLang: () => lang, getToken: () => auth.token(), fetch: fetchEarly }, shellEndpoints);
  // A signal of the shell's own requests (a 503, a 500, no connection) starts the runtime, whose
  // signal epic handles it (reload, message, sign-in); until then it waits here.
  const early: ApiSignal[] = [];
  let wake = (): void => undefined;
  const stopEarly = requests.onSignal((signal) => {
    early.push(signal);
    wake();
  });

  // The texts the shell shows; the rest come with the runtime (docs/decisions.md).
  const [config, phrases] = await Promise.all([requests.request('remoteConfig'), loadPhrases(lang, 'shell').catch(() => null)]);
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
  const languages = shopLanguages(settings);
  if (!urlLang || !languages.includes(urlLang)) {
    const next = isLang(stored) && languages.includes(stored) ? stored : (languages[0] as Lang);
    const path = window.location.pathname === '/logout' ? '/logout' : swapLanguage(window.location.pathname, next);
    window.history.replaceState(null, '', path + window.location.search + window.location.hash);
    lang = next;
  }
  const texts = phrases && lang === firstLang ? phrases : await loadPhrases(lang, 'shell');
  safeSet(storage, LANG_KEY, lang);
  document.documentElement.lang = lang;
  for (const name of applyTheme(document.documentElement, settings.theme)) {
    console.warn(`Foyer: left out of the remote configuration: theme ${name} (a name that is not --…, or a value that is no colour, length or font stack)`);
  }
  keepPartner(storage, window.location.search);

  const shell = loadShellData(requests, window.location.origin);
  // A first visit shows the cookie notice as soon as its text (static content) is in: its chunk
  // loads meanwhile, not after (it was the page's largest paint, and the last).
  const noticeDue = !sessionStarted && isOn(settings.showCookieDisclaimer);
  // A slow static content (the notice's text) holds the first screen back a moment at most.
  const noticeReady = noticeDue
    ? Promise.race([
        Promise.all([loadCookieNotice(), shell.staticContentSettled]).then(() => undefined, () => undefined),
        new Promise<void>((resolve) => setTimeout(resolve, NOTICE_WAIT_MS)),
      ])
    : Promise.resolve();
  shell.data.subscribe(({ meta }) => applyDocumentMeta(document, meta));
  const history = browserHistory();
  const navigator: Navigator = {
    path: () => history.location.pathname + history.location.search,
    navigate: (to, options) => (options?.replace ? history.replace(to) : history.push(to)),
    reload: () => window.location.reload(),
    origin: () => window.location.origin,
  };
  const translator = createTranslator(lang, texts);
  // QA's replay mode (docs/qa.md): a capsule opened on the QA page takes the tab over until QA
  // leaves; the tester's own session is neither read nor written meanwhile.
  if (safeGet(storage, QA_CAPSULE_KEY) !== null) {
    const qa = await import(/* webpackChunkName: "qa" */ './qa-replay/replay-boot');
    const capsule = qa.storedCapsule(storage);
    if (capsule) {
      translator.extend(await loadPhrases(lang, 'rest'));
      await qa.startReplay(capsule, {
        root,
        storage,
        services: { config: settings, lang, requests, auth, shell, storage, navigator, clock: systemClock, report: () => Promise.resolve() },
        translator,
        history,
        leave: (to) => window.location.assign(to),
      });
      return root;
    }
  }

  // Embedded in a museum page (module mode, a configured host origin): tracking and the frame's
  // size go to that page only, and its consent is the visitor's choice (docs/embedding.md).
  const moduleMode = !isOn(settings.showHeader) && !isOn(settings.showFooter);
  const embedHost = moduleMode ? embeddingHost(window, settings.hostOrigins) : null;
  const ownDataLayer = embedHost === null || isOn(settings.embeddedDataLayer ?? false);
  const dataLayer = window as unknown as { dataLayer?: unknown[] };
  // Consent Mode's default (denied) goes to the dataLayer before anything else can.
  if (ownDataLayer) consentDefault(dataLayer);
  // The session's tracking events as NDJSON, once the runtime (which tracks) has started: a
  // session that has not started has none.
  let analytics: { toNdjson(): string } | null = null;
  const trackingExport = () => analytics?.toNdjson() ?? '';

  const runtime = runtimeGate(async () => {
    // The runtime's screens and messages use every text: the rest of the catalogue comes with it.
    const [{ startRuntime }, rest] = await Promise.all([import(/* webpackChunkName: "runtime" */ './start-runtime'), loadPhrases(lang, 'rest')]);
    translator.extend(rest);
    const started = startRuntime({
      settings,
      languages,
      lang,
      base,
      requests,
      auth,
      shell,
      storage,
      navigator,
      embedHost,
      takeEarlySignals: () => {
        stopEarly();
        return early.splice(0);
      },
      dataLayer: ownDataLayer ? dataLayer : null,
    });
    analytics = started.analytics;
    return started;
  }, systemClock);
  wake = () => void runtime.start().catch(() => undefined);
  // A session under way (a log, a basket, a sign-in, a choice passed in by the host page) or an
  // embedding host talking to the frame: the runtime starts with the page.
  if (sessionStarted || embedHost) void runtime.start();
  // The capsule's code (and MD5) loads on the first "Report a problem", not with the shop.
  const random = cryptoRandom();
  const reporting = () => import(/* webpackChunkName: "report" */ '../qa/report');
  const capture = async () => {
    const [started, report] = await Promise.all([runtime.start(), reporting()]);
    return report.captureCapsule({
      log: () => started.log.document(),
      config: settings,
      lang,
      route: () => started.state$.value.ui.route ?? null,
      storage,
      now: () => new Date(systemClock.now()),
      random: () => random.id(),
    });
  };
  exposeQaTools(window, { toNdjson: trackingExport }, capture);

  // The first screen's chunks and the runtime are asked for once the page frame has painted,
  // with the cookie notice when it is due (its code and text are small and on their way since
  // index.html): otherwise the notice, a phone's largest paint, waits for them. Later screens
  // find this long resolved.
  const framePainted = noticeReady.then(afterNextFrame);
  const frameShown = () => framePainted;

  root.render(
    <App
      runtime={runtime}
      history={history}
      areas={runtimeAreaHost(runtime.start, frameShown, storage)}
      translator={translator}
      services={{
        config: settings,
        lang,
        requests,
        auth,
        shell,
        storage,
        navigator,
        clock: systemClock,
        embedded: embedHost !== null,
        trackingExport,
        report: async () => (await reporting()).downloadCapsule(await capture()),
      }}
    />,
  );
  return root;
}

function isLang(value: string | null): value is Lang {
  return value !== null && (LANGUAGES as readonly string[]).includes(value);
}

function safeGet(storage: KeyValueStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function safeSet(storage: KeyValueStorage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    /* the language is also in the address */
  }
}

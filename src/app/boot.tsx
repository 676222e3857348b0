import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { isLeft } from 'fp-ts/Either';
import { createApiRequests, type FetchLike } from '../api/requests';
import type { ApiSignal } from '../api/errors';
import { DEFAULT_API_BASE, shellEndpoints } from '../api/shell-endpoints';
import { systemClock, type Navigator } from '../bus/deps';
import { cents } from '../kernel/brand-checks';
import type { Lang } from '../kernel/brands';
import { createFrameTranslator, formatMoney, INTL_LOCALE, loadPhrases } from '../i18n';
import { App } from './App';
import { shopLanguages } from '../engine/services';
import { browserSessionStorage } from './browser-storage';
import { browserHistory } from '../routing/history';
import { runtimeAreaHost } from './routes';
import { runtimeGate } from '../engine/runtime-source';
import { earlyFetch, type EarlyWindow } from './early-requests';
import { createAuthStore } from '../engine/auth-store';
import { applyDocumentMeta, loadShellData } from '../engine/shell-data';
import { keepPartner } from '../routing/navigation-memory';
import { splitPath } from '../routing/paths';
import { BootFailure } from './shell/BootScreens';
import { BOOT_RELOAD_DELAY_MS, bootFailure } from './shell/boot-failure';
import { applyTheme } from './shell/theme';
import { safeConfig } from '../engine/safe-urls';
import { firstPaint, noticeReady } from './shell/first-paint';
import { cookieNoticeAvailable } from './shell/CookieNotice';
import { isOn } from '../api/codecs/flag';
import { consentDefault } from '../tracking/consent-default';
import { exposeQaTools } from './qa-tools';
import { embeddingHost } from './shell/embedding';
import { QA_CAPSULE_KEY } from '../qa/keys';
import { LANG_KEY, safeGet, sessionHasStarted } from './shell-session';
import { isLang, rememberLanguage, settleLanguage } from './boot-language';
import { problemReports } from './report-capture';

/**
 * Start-up (000 §4): remote configuration before the first render; then the token, the
 * customer, payment types and meta data are restored or loaded; the shop mounts. The event
 * log's runtime starts with it when the session holds anything, else when the visitor first
 * needs it (a screen other than home, a command): see runtime-source.ts.
 */
export interface BootOptions {
  reload?: () => void;
  /** Starts the Intl warm-up's worker (intl-warmup.worker.ts; main.tsx knows its address). */
  intlWorker?: () => Worker;
  /** Looks the page's fonts up ahead of its first layout (font-warmup.ts). */
  warmFonts?: () => Promise<void>;
}

export async function boot(container: HTMLElement, options: BootOptions = {}): Promise<Root> {
  const reload = options.reload ?? (() => window.location.reload());
  const root = createRoot(container);
  const { storage } = browserSessionStorage();
  const sessionStarted = sessionHasStarted(storage);
  const stored = safeGet(storage, LANG_KEY);
  const { lang: urlLang } = splitPath(window.location.pathname);
  let lang: Lang = urlLang ?? (isLang(stored) ? stored : 'de');
  const firstLang = lang;
  // The platform's locale data, loaded off the main thread while the configuration is on its way.
  let intlLoaded: Promise<unknown> = Promise.resolve();
  try {
    const worker = options.intlWorker?.();
    if (worker) intlLoaded = new Promise((done) => (worker.onmessage = worker.onerror = done));
    worker?.postMessage(INTL_LOCALE[lang]);
  } catch {
    // No worker here: the main thread makes the first formats (below).
  }

  const auth = createAuthStore(storage);
  // A page load of /logout ends the session before anything is sent: no request of this page
  // carries the old token (payment types, customer data), so no 401 of it can send the visitor
  // to login (issue 30). The logout screen then forgets the rest (drafts, the form feedback).
  if (window.location.pathname === '/logout') auth.signOut();
  const base = process.env.FOYER_API_BASE || DEFAULT_API_BASE;
  // How a request leaves; the runtime wraps it when it starts (start-runtime.ts, `wrapFetch`).
  let send: FetchLike = (input, init) => globalThis.fetch(input, init);
  const fetchEarly = earlyFetch(window as EarlyWindow, (input, init) => send(input, init));
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
    const t = phrases ? createFrameTranslator(lang, phrases) : null;
    const failure = bootFailure(config.left, storage, Date.now());
    if (failure.reload) setTimeout(reload, BOOT_RELOAD_DELAY_MS);
    const retry = t?.t('common.retry');
    root.render(<BootFailure title={t?.t(failure.text)} retry={retry} reloading={failure.reload} />);
    // A server error names the support address like every 500 message (000 §8), once the meta
    // data and the texts for it are in: its own chunk (shell/boot-support-contact.tsx).
    if (failure.contact) void import(/* webpackChunkName: "boot-contact" */ './shell/boot-support-contact').then((m) => m.showSupportContact(root, requests, lang, retry)).catch(() => undefined);
    return root;
  }

  // Configured links render as links and images: only safe ones survive (a readable console
  // line for each one dropped).
  const settings = safeConfig(config.right, window.location.origin);
  const { ignored } = settings;
  // In words from the decode report's chunk, which a whole configuration never downloads.
  if (ignored) {
    void import(/* webpackChunkName: "decode-report" */ '../api/report')
      .then((report) => report.reportErrors(ignored), () => ['a malformed extra (its report could not be loaded)'])
      .then((lines) => lines.forEach((line) => console.warn(`Foyer: left out of the remote configuration: ${line}`)));
  }

  const languages = shopLanguages(settings);
  lang = settleLanguage(window, urlLang, stored, languages);
  const texts = phrases && lang === firstLang ? phrases : await loadPhrases(lang, 'shell');
  rememberLanguage(storage, lang);
  document.documentElement.lang = lang;
  for (const name of applyTheme(document.documentElement, settings.theme)) {
    console.warn(`Foyer: left out of the remote configuration: theme ${name} (a name that is not --…, or a value that is no colour, length or font stack)`);
  }
  keepPartner(storage, window.location.search);

  const shell = loadShellData(requests, window.location.origin);
  // A first visit shows the cookie notice as soon as its text (static content) is in.
  const noticeShown = noticeReady(!sessionStarted && isOn(settings.showCookieDisclaimer), shell.staticContentSettled);
  shell.data.subscribe(({ meta }) => applyDocumentMeta(document, meta));
  const history = browserHistory();
  const navigator: Navigator = {
    path: () => history.location.pathname + history.location.search,
    navigate: (to, options) => (options?.replace ? history.replace(to) : history.push(to)),
    reload: () => window.location.reload(),
    origin: () => window.location.origin,
  };
  const translator = createFrameTranslator(lang, texts);
  // QA's replay mode (docs/qa.md): a capsule opened on the QA page takes the tab over until QA
  // leaves; the tester's own session is neither read nor written meanwhile.
  const services = { config: settings, lang, requests, auth, shell, storage, navigator, clock: systemClock };
  if (safeGet(storage, QA_CAPSULE_KEY) !== null) {
    const qa = await import(/* webpackChunkName: "qa" */ './qa-replay/replay-boot');
    const capsule = qa.storedCapsule(storage);
    if (capsule) {
      await qa.completeTexts(translator, lang);
      await qa.startReplay(capsule, {
        root,
        storage,
        services: { ...services, report: () => Promise.resolve() },
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
    // node-polyglot comes with it too, and formats every text from here on.
    const [{ startRuntime, createTranslator }, rest] = await Promise.all([import(/* webpackChunkName: "runtime" */ './runtime-entry'), loadPhrases(lang, 'rest')]);
    translator.complete(rest, createTranslator);
    // The runtime's modules are evaluated a part per task, and it starts in a task of its own
    // (runtime-entry.ts; docs/performance.md "The runtime's modules evaluated in parts").
    const started = await startRuntime({
      settings,
      languages,
      lang,
      base,
      requests,
      wrapFetch: (wrap) => void (send = wrap(send)),
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
  const withPage = sessionStarted || embedHost !== null;
  if (withPage) void runtime.start();
  const reports = problemReports({ start: runtime.start, config: settings, lang, storage });
  exposeQaTools(window, { toNdjson: trackingExport }, reports.capture);

  // The first screen's chunks and the runtime are asked for once the page frame has painted,
  // with the cookie notice when it shows (its code is main.js's, its text on its way since
  // index.html; the shell marks both as committed, first-paint.ts): otherwise the notice, a
  // phone's largest paint, waits for them. Later screens find this long resolved.
  const paint = firstPaint(noticeShown.then((ready) => ready && cookieNoticeAvailable(settings, shell.current().staticContent, embedHost !== null)));
  const framePainted = paint.painted;
  const frameShown = () => framePainted;
  // The page's money format, once the worker is done (it then costs a fraction of a millisecond)
  // or could not be (none, refused, or the configuration changed the language): in a task of its
  // own while the screen's chunks download, not inside the first render that shows a price or a
  // date (docs/performance.md "The first Intl object").
  void Promise.all([intlLoaded, framePainted]).then(() => setTimeout(() => formatMoney(cents(0), lang)));

  // In the theme's families: the first layout then finds every face in the font cache.
  await options.warmFonts?.();
  // A transition: React renders the first screen in slices of a few milliseconds instead of one
  // task of a few hundred on a phone (issue 33 point 2); a default update would not yield.
  startTransition(() =>
    root.render(
      <App
        runtime={runtime}
        history={history}
        areas={runtimeAreaHost(
          runtime,
          frameShown,
          storage,
          () => import(/* webpackChunkName: "texts" */ '../i18n/all-texts').then((m) => m.completeTexts(translator, lang)),
          withPage,
        )}
        translator={translator}
        services={{
          ...services,
          embedded: embedHost !== null,
          trackingExport,
          report: reports.download,
          firstPaint: paint,
        }}
      />,
    ),
  );
  return root;
}

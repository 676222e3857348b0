import './styles/screens.css';
import { observableApi, createApiClient, type ApiClient } from '../api/client';
import type { ApiRequests, FetchLike } from '../api/requests';
import { fetchAfterInputFrame } from './after-input-frame';
import type { ApiSignal } from '../api/errors';
import type { AppConfig } from '../api/codecs/shell';
import { cryptoRandom, systemClock, type Clock, type KeyValueStorage, type Navigator } from '../bus/deps';
import type { Lang } from '../kernel/brands';
import { markTab } from '../event-log/tab';
import { createPacer } from '../kernel/pacer';
import { whenIdle } from '../kernel/idle';
import { museumNow } from '../kernel/museum-today';
import { COOKIES_ACCEPTED_KEY } from '../domain/ui/epics';
import { consentOf } from '../domain/ui/consent';
import { createFormFeedback } from '../domain/account/feedback';
import { createRuntime } from '../engine/runtime';
import { browserPaymentLedger } from './payment-ledger';
import type { StartedRuntime } from '../engine/runtime-source';
import { href, routePath } from '../routing/route-paths';
import { areaLoaders } from './areas';
import type { AuthStore } from '../engine/auth-store';
import { afterSignIn, returnTarget } from '../routing/after-login';
import { supportEmailOf, type ShellStore } from '../engine/shell-data';
import { followConsent } from '../tracking/consent-mode';
import { startTrackingWhenConsented } from '../tracking/lazy';
import { dataLayerSink, ndjsonBuffer, postMessageSink, type Sink } from '../tracking/sinks';
import { nameShadow } from '../tracking/names';
import type { NameLookup } from '../domain/cart/names';
import { referenceNames, namingApi, referenceRenamer, trackingLanguageOf } from './tracking-names';
import { namesOfAnswer } from '../api/answer-names';
import { provideRuntimeParts } from './shell/runtime-parts';
import { startEmbedding } from './shell/embedding-session';
import { MessageBar } from './shell/MessageBar';
import { NoticeArea } from './shell/NoticeArea';

/** The longest the museum clock's warm-up waits for an idle moment. */
const WARM_UP_WAIT_MS = 1_000;
/** The longest a boot checkpoint waits for an idle moment after events came. */
const CHECKPOINT_WAIT_MS = 2_000;
/** The longest the tracking export's stored part waits for an idle moment to be written. */
const TRACKING_WRITE_WAIT_MS = 1_000;

/** Requests the epics start in one task at most; the rest start in the tasks after. */
const REQUESTS_PER_TASK = 4;

/** How long a tracking event waits for its names in the tracking language before it goes as it is. */
const NAME_WAIT_MS = 2_000;

/** What boot hands the runtime when it starts (boot.tsx). */
export interface RuntimeStart {
  settings: AppConfig;
  languages: readonly Lang[];
  lang: Lang;
  /** The API's base address (FOYER_API_BASE). */
  base: string;
  /** The shell's requests: the runtime's client shares their count in flight and their signals. */
  requests: ApiRequests;
  /** Wraps how the requests leave (boot's fetch): the runtime sends those of an input event after its frame. */
  wrapFetch?(wrap: (fetch: FetchLike) => FetchLike): void;
  auth: AuthStore;
  shell: ShellStore & { reloadPaymentTypes(): void };
  storage: KeyValueStorage;
  navigator: Navigator;
  /** The page embedding the shop, which tracking goes to (embedding.ts), or null. */
  embedHost: string | null;
  /**
   * The API signals of the shell's requests raised before the runtime started (a 503, a 500, no
   * connection), which started it: the runtime's signal epic handles them first. Called once.
   */
  takeEarlySignals(): ApiSignal[];
  /** Where Consent Mode's updates go (boot pushed its default already), if this page has one. */
  dataLayer: { dataLayer?: unknown[] } | null;
}

/**
 * The runtime as it starts, with the session's tracking events as NDJSON (`foyer.exportTracking()`,
 * the QA page's download).
 */
export type ShopRuntime = StartedRuntime & { analytics: { toNdjson(): string } };

/**
 * The event-sourced runtime, started (runtime-source.ts): the log restored, the epics running,
 * tracking following consent. Its own chunk with rxjs, the messages, the core's read models and
 * epics: a first visit to the home page does not download it (docs/decisions.md "A first visit
 * without the runtime").
 */
export function startRuntime(start: RuntimeStart): ShopRuntime {
  const { settings, lang, storage, auth, shell } = start;
  provideRuntimeParts({ MessageBar, NoticeArea });
  // Clicks come to the runtime's screens: what one starts is sent after its frame (after-input-frame.ts).
  start.wrapFetch?.((fetch) => fetchAfterInputFrame(window, fetch));
  // A screen's burst of lookups (the tours' two dozen) starts over several tasks (kernel/pacer.ts).
  // Names are reference data by id and language (issue 28): every answer teaches them.
  const { api: visitorApi, store: nameStore } = referenceNames(observableApi(start.requests, start.takeEarlySignals(), createPacer(REQUESTS_PER_TASK)), storage, lang);
  // Item names for analysts in one language (docs/tracking.md "Item names"): where the
  // visitor's is another, naming answers are asked again in it once tracking may run.
  const trackingLang = trackingLanguageOf(settings, start.languages);
  const names = lang === trackingLang ? undefined : nameShadow({ waitMs: NAME_WAIT_MS, byReference: referenceRenamer(nameStore, lang, trackingLang) });
  let api: ApiClient = visitorApi;
  if (names) {
    const fixed = createApiClient({ base: start.base, getLang: () => trackingLang, getToken: () => null });
    api = namingApi(visitorApi, fixed, names, () => lang, trackingLang, (name, answer) => nameStore.learn(trackingLang, namesOfAnswer(name, answer)));
  }
  // A command recorded before the runtime started is dispatched as of its own time.
  let pinned: number | null = null;
  const clock: Clock = { now: () => pinned ?? systemClock.now() };
  // Embedded (the runtime then starts with the page): the frame's size, the host's consent, and
  // the way out to the provider and back (docs/embedding.md "Paying"). The host answers later.
  const embedding = start.embedHost ? startEmbedding(window, start.embedHost, (command) => runtime.dispatch(command)) : null;
  const runtime = createRuntime({
    deps: {
      clock,
      random: cryptoRandom(),
      storage,
      api,
      // A card's lookups need no names in the tracking language (its page asks its own).
      lookups: visitorApi,
      navigator: start.navigator,
      auth,
      afterLogin: () => afterSignIn(storage, window.location.pathname + window.location.search, window.location.origin, `/${lang}`),
      afterGuest: () => returnTarget(storage, window.location.origin, href(lang, 'checkout')),
      routePath: (name) => routePath(lang, name),
      feedback: createFormFeedback(),
      reloadPaymentTypes: shell.reloadPaymentTypes,
      leaveTo: (url) => embedding?.leave(new URL(url, window.location.href).href) || window.location.assign(url),
      returnUrl: (path) => embedding?.returnUrl(path) ?? null,
      paymentLedger: browserPaymentLedger(window, () => clock.now()),
      supportEmail: () => supportEmailOf(settings, shell.current().meta),
      defaultCountry: () => settings.defaultCountry ?? null,
      names: { store: nameStore, lang },
    },
    loadArea: (name) => areaLoaders[name](),
    // WebKit has no idle callback: the next task then, so a click never waits for a state's stringify.
    checkpointAt: (task) => void whenIdle(task, CHECKPOINT_WAIT_MS, 'next-task'),
  });

  // The saved customer is refreshed, and a sign-in a reload interrupted recorded, by the
  // account's sessionResume epic (a page load of /logout has signed out already, boot.tsx).
  if (start.dataLayer) followConsent(start.dataLayer, runtime.commit$, runtime.state$.value.ui.cookiesAccepted);
  // Tracking's sinks: this page's dataLayer (Consent Mode's), the embedding page, the NDJSON buffer.
  // The export's stored part is written at an idle moment, not in the click that was tracked,
  // and at once when the page is hidden or left (a reload keeps it; sinks.ts).
  const analytics = ndjsonBuffer(undefined, storage, undefined, (write) => whenIdle(write, TRACKING_WRITE_WAIT_MS));
  const sinks: Sink[] = [analytics.sink];
  if (start.dataLayer) sinks.unshift(dataLayerSink(start.dataLayer));
  if (start.embedHost) sinks.push(postMessageSink(window.parent, start.embedHost));
  // Basket lines carry ids, not names: items are named from the reference names, in the
  // tracking language where known.
  const lineNames = (): NameLookup => {
    const fixed = nameStore.in(trackingLang);
    const own = nameStore.in(lang);
    return (key) => fixed(key) ?? own(key);
  };
  // GA4's payment_type: the method's name in the tracking language (each type names itself in all).
  const paymentTypeName = (payart: number): string | undefined => shell.current().paymentTypes?.find((p) => p.payartId === payart)?.i18n[trackingLang];
  startTrackingWhenConsented(runtime.commit$, sinks, { lang, lineNames, paymentTypeName, ...(names ? { names } : {}) }, () => import(/* webpackChunkName: "tracking" */ '../tracking/tracker'));

  // The first date in the museum's time zone loads that zone's data (about 8 ms on this
  // machine, four times that on a phone). The shell's worker has loaded it as a rule
  // (intl-warmup.worker.ts); where it could not, at an idle moment now rather than inside the
  // screen's first command.
  whenIdle(() => museumNow(clock.now()), WARM_UP_WAIT_MS);
  // The page going away, or hidden (a phone may end a hidden page without pagehide): what was put
  // off for an idle moment is stored now, the tracking export and the boot checkpoint (so the
  // reload that usually follows decodes no events after it, docs/architecture.md).
  const storeDeferred = (): void => {
    analytics.flush();
    runtime.log.checkpointNow();
  };
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && storeDeferred());
  window.addEventListener('pagehide', () => {
    storeDeferred();
    // This tab closed on the way out, so a reload keeps its id and a duplicate does not.
    markTab(storage, runtime.tab, false);
  });
  window.addEventListener('pageshow', (e) => e.persisted && markTab(storage, runtime.tab, true));

  return {
    runtime,
    analytics,
    // The spec's session key: the host page may have set it (000 §3), or the cookie notice kept a
    // choice made before the runtime started, whose command may be among those that waited.
    afterWaiting: () => {
      const storedChoice = safeGet(storage, COOKIES_ACCEPTED_KEY);
      const chosen = consentOf(runtime.state$.value.ui);
      if (storedChoice === 'true' && chosen !== 'granted') runtime.dispatch({ type: 'AcceptCookies' });
      if (storedChoice === 'false' && chosen === null) runtime.dispatch({ type: 'RejectCookies' });
    },
    dispatchAt: (command, at) => {
      pinned = at;
      try {
        runtime.dispatch(command);
      } finally {
        pinned = null;
      }
    },
  };
}

function safeGet(storage: KeyValueStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

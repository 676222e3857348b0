import { useCallback, useEffect, useMemo, useState } from 'react';
import { memoryStorage, cryptoRandom, type KeyValueStorage } from '../../bus/deps';
import { createNameStore, type NameStore } from '../../engine/name-store';
import { App } from '../App';
import { createRuntime, type Runtime } from '../../engine/runtime';
import type { AreaModule } from '../areas';
import type { AppServices } from '../../engine/services';
import type { AppHistory } from '../../routing/history';
import type { AreaHost } from '../routes';
import { routePath } from '../../routing/route-paths';
import type { Translator } from '../../i18n';
import { createAuthStore } from '../../engine/auth-store';
import { createFormFeedback } from '../../domain/account/feedback';
import type { Capsule } from '../../qa/capsule';
import type { ApiClient } from '../../api/client';
import { QaDock } from '../../qa/QaDock';
import { logUpTo, pathOfRoute, pointsOf, tabAt, timeAt } from '../../qa/replay-session';
import { markTab } from '../../event-log/tab';
import type { CustomerData } from '../../api/codecs/customer';

export interface QaReplayProps {
  capsule: Capsule;
  /** Every area: a replay folds all of the log, whichever screens the tester opens. */
  areas: readonly AreaModule[];
  services: AppServices;
  /** The replay's API client: answers nothing that would be today's (replay-api.ts). */
  api: ApiClient;
  translator: Translator;
  history: AppHistory;
  onLeave(): void;
}

/** The names the visitor's screens used (the capsule's reference names), in memory. */
function capsuleNames(capsule: Capsule, storage: KeyValueStorage): NameStore {
  const store = createNameStore(storage);
  store.learn(capsule.lang, Object.entries(capsule.names ?? {}));
  return store;
}

/** The replay's stand-in for the visitor's token: never sent (no epic runs, replay-api.ts answers nothing live). */
const REPLAY_TOKEN = 'qa-replay';
const NO_ADDRESS = { name: '', street: '', zip: '', city: '', country: '' };
/** A guest as the header needs one: nothing of the visitor's data, only that they were a guest. */
const REPLAY_GUEST: CustomerData = { fname: '', lname: '', email: '', phone: null, company: { name: null }, salutation: null, addrBilling: NO_ADDRESS, addrShipping: null, isGuest: 1 };

/** Every area is registered before the first point is folded: nothing to load per route; the replayed session has started. */
const registered: AreaHost = { screen: ({ load }) => load(true) };

/**
 * A runtime holding the log as it stood after event `seq`, with no epic: a screen's commands
 * go nowhere, so nothing replayed calls the API, and no tracking is attached. Its storage is
 * memory, so the tester's own session in this tab is never touched.
 */
export function replayRuntime(capsule: Capsule, seq: number, areas: readonly AreaModule[], services: AppServices, api: ApiClient): Runtime {
  const log = capsule.log;
  const storage = memoryStorage();
  const at = timeAt(log, seq);
  // The replay is the recorded tab: what the visitor's screens decided by "this tab or another"
  // (a payment's return page) they decide alike here.
  const tab = tabAt(log, seq);
  if (tab !== null) markTab(storage, tab, false);
  return createRuntime({
    deps: {
      clock: { now: () => at },
      random: cryptoRandom(),
      storage,
      api,
      navigator: services.navigator,
      auth: createAuthStore(storage),
      afterLogin: () => `/${services.lang}`,
      afterGuest: () => routePath(services.lang, 'checkout'),
      routePath: (name) => routePath(services.lang, name),
      feedback: createFormFeedback(),
      leaveTo: () => undefined,
      supportEmail: () => '',
      names: { store: capsuleNames(capsule, storage), lang: capsule.lang },
    },
    areas,
    epics: {},
    restoreFrom: logUpTo(log, seq),
  });
}

export function QaReplayApp({ capsule, areas, services, api, translator, history, onLeave }: QaReplayProps) {
  const points = useMemo(() => pointsOf(capsule.log), [capsule]);
  const [at, setAt] = useState(points[points.length - 1] ?? 0);
  const [follow, setFollow] = useState(true);
  const runtime = useMemo(() => replayRuntime(capsule, at, areas, services, api), [capsule, at, areas, services, api]);
  useEffect(() => () => runtime.stop(), [runtime]);

  // Signed in as the log says at this point (the header, the account pages): a token of the
  // replay's own and no customer data, which a capsule never holds.
  const { signedIn, guest } = runtime.state$.value.account;
  useEffect(() => {
    if (!signedIn) services.auth.signOut();
    else services.auth.signIn(REPLAY_TOKEN, guest ? REPLAY_GUEST : null);
  }, [services.auth, signedIn, guest]);

  // The screen the visitor was on at this point.
  useEffect(() => {
    if (!follow) return;
    const path = pathOfRoute(services.lang, runtime.state$.value.ui.route);
    if (path !== null && path !== history.location.pathname + history.location.search) history.push(path);
  }, [runtime, follow, services.lang, history]);

  // Another point's read models, for the diff: a runtime folded up to it, read once and stopped.
  const stateAt = useCallback(
    (seq: number) => {
      if (seq === at) return runtime.state$.value;
      if (!points.includes(seq)) return null;
      const other = replayRuntime(capsule, seq, areas, services, api);
      other.stop();
      return other.state$.value;
    },
    [capsule, areas, services, api, points, at, runtime],
  );

  return (
    <App
      runtime={runtime}
      services={services}
      translator={translator}
      history={history}
      areas={registered}
      overlay={
        <QaDock
          capsule={capsule}
          points={points}
          at={at}
          onAt={setAt}
          state={runtime.state$.value}
          stateAt={stateAt}
          follow={follow}
          onFollow={setFollow}
          onLeave={onLeave}
        />
      }
    />
  );
}

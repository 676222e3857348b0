import '../styles/screens.css';
import type { Root } from 'react-dom/client';
import { memoryStorage, type KeyValueStorage } from '../../bus/deps';
import { areaLoaders, type AreaModule } from '../areas';
import type { AppServices } from '../../engine/services';
import type { AppHistory } from '../../routing/history';
import type { Translator } from '../../i18n';
import type { AreaName } from '../../messages';
import { createAuthStore } from '../../engine/auth-store';
import { readCapsule, type Capsule } from '../../qa/capsule';
import { QA_CAPSULE_KEY, QA_RETURN_KEY } from '../../qa/keys';
import { QaReplayApp } from './QaReplayApp';
import { replayApi } from '../../qa/replay-api';
import { provideRuntimeParts } from '../shell/runtime-parts';
import { MessageBar } from '../shell/MessageBar';
import { NoticeArea } from '../shell/NoticeArea';
import { observableApi, requestsOver } from '../../api/client';
import { returnTarget } from '../../routing/after-login';
// The replay's texts are node-polyglot's, as the runtime's are (boot completes its translator).
export { completeTexts } from '../../i18n/all-texts';

export interface ReplayBoot {
  root: Root;
  /** The tab's real storage: only the QA keys are read and removed there. */
  storage: KeyValueStorage;
  services: AppServices;
  translator: Translator;
  history: AppHistory;
  leave(to: string): void;
}

/** The capsule left by the import screen; null (and the key removed) when it no longer reads. */
export function storedCapsule(storage: KeyValueStorage): Capsule | null {
  try {
    const opened = readCapsule(JSON.parse(storage.getItem(QA_CAPSULE_KEY) ?? 'null'));
    if (opened.ok && opened.capsule) return opened.capsule;
    console.error(`Foyer QA: the stored capsule cannot be opened${opened.ok ? '' : ` (${opened.message})`}`);
  } catch (error) {
    console.error('Foyer QA: the stored capsule cannot be opened', error);
  }
  storage.removeItem(QA_CAPSULE_KEY);
  return null;
}

/**
 * Replay mode: the shop renders a capsule's session instead of the tester's. Nothing of the
 * tester's session is read or written meanwhile (the replay keeps its own memory storage and
 * signed-out auth), no tracking sink is attached, and leaving removes the capsule and reloads
 * at the address QA came from, where the tester's own session restores as it was.
 */
export async function startReplay(capsule: Capsule, boot: ReplayBoot): Promise<void> {
  const names = Object.keys(areaLoaders) as AreaName[];
  const areas: AreaModule[] = await Promise.all(names.map((name) => areaLoaders[name]() as Promise<AreaModule>));
  provideRuntimeParts({ MessageBar, NoticeArea });
  const replayStorage = memoryStorage();
  const api = replayApi(observableApi(boot.services.requests), (name) => console.info(`Foyer QA: ${name} is not called in replay mode (its answer would be today's, not the visitor's)`));
  const services: AppServices = {
    ...boot.services,
    requests: requestsOver(api),
    storage: replayStorage,
    auth: createAuthStore(replayStorage),
    report: () => Promise.resolve(),
  };
  const leave = () => {
    // Session storage anyone on the page can write: only an address of the shop is followed.
    const to = returnTarget(boot.storage, boot.services.navigator.origin(), `/${boot.services.lang}/qa`, QA_RETURN_KEY);
    boot.storage.removeItem(QA_CAPSULE_KEY);
    boot.storage.removeItem(QA_RETURN_KEY);
    boot.leave(to);
  };
  boot.root.render(<QaReplayApp capsule={capsule} areas={areas} services={services} api={api} translator={boot.translator} history={boot.history} onLeave={leave} />);
}

import { cryptoRandom, systemClock, type KeyValueStorage } from '../bus/deps';
import type { AppConfig } from '../api/codecs/shell';
import type { Lang } from '../kernel/brands';
import type { Runtime } from '../engine/runtime';

interface Sources {
  /** Starts the runtime if it has not started: the capsule holds its log and route. */
  start(): Promise<Runtime>;
  config: AppConfig;
  lang: Lang;
  storage: KeyValueStorage;
}

/**
 * "Report a problem" (docs/qa.md): the capsule of this moment, and its download. The capsule's
 * code (and MD5) loads on the first report, not with the shop.
 */
export function problemReports({ start, config, lang, storage }: Sources) {
  const random = cryptoRandom();
  const reporting = () => import(/* webpackChunkName: "report" */ '../qa/report');
  const capture = async () => {
    const [started, report] = await Promise.all([start(), reporting()]);
    return report.captureCapsule({
      log: () => started.log.document(),
      config,
      lang,
      route: () => started.state$.value.ui.route ?? null,
      storage,
      now: () => new Date(systemClock.now()),
      random: () => random.id(),
      names: () => started.names?.store.value[lang],
    });
  };
  const download = async () => (await reporting()).downloadCapsule(await capture());
  return { capture, download };
}

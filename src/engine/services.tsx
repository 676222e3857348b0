import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { AppConfig } from '../api/codecs/shell';
import type { ApiRequests } from '../api/requests';
import type { Clock, KeyValueStorage, Navigator } from '../bus/deps';
import type { Lang } from '../kernel/brands';
import type { ReadableStore } from '../kernel/store';
import type { AuthSnapshot, AuthStore } from './auth-store';
import type { ShellData, ShellStore } from './shell-data';

/**
 * Boot-time services the shell and the screens read; created once in boot.tsx, faked in
 * component tests. None needs the runtime: the shell renders before it starts. The epics'
 * observable API client and the customer forms' feedback are the runtime's (useRuntime()).
 */
export interface AppServices {
  config: AppConfig;
  lang: Lang;
  /** The API as promises: the shell's own calls, and the requests in flight for the waiting spinner. */
  requests: ApiRequests;
  auth: AuthStore;
  shell: ShellStore;
  storage: KeyValueStorage;
  navigator: Navigator;
  /** The injected clock for what the shell shows before the runtime starts (the home page's hours). */
  clock: Clock;
  /** Makes and downloads a bug capsule of this session ("Report a problem"). */
  report: () => Promise<void>;
  /** Embedded in a configured museum page, which asks for consent itself (docs/embedding.md). */
  embedded?: boolean;
  /** This session's tracking events as NDJSON (docs/tracking.md), for the QA page's download. */
  trackingExport?: () => string;
  /**
   * Told once the page frame, and the cookie notice when it shows, are in the document: the
   * first screen's chunks and the runtime wait for their paint (app/shell/first-paint.ts).
   */
  firstPaint?: { frame(): void; notice(): void };
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside <ServicesProvider>');
  return services;
}

/** A store's value, rendered again on each change. */
export function useStore<T>(store: ReadableStore<T>): T {
  return useSyncExternalStore(store.subscribe, () => store.value);
}

/** The shop's languages: the configured ones, German when the configuration names none (000 §1). */
export const shopLanguages = (config: Pick<AppConfig, 'languages'>): readonly Lang[] => (config.languages.length > 0 ? config.languages : ['de']);

export const useConfig = (): AppConfig => useServices().config;
export const useLang = (): Lang => useServices().lang;
export const useShellData = (): ShellData => useStore(useServices().shell.data);
export const useAuth = (): AuthSnapshot => useStore(useServices().auth.auth);

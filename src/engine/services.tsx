import { createContext, startTransition, useContext, useLayoutEffect, useReducer, type ReactNode } from 'react';
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

/**
 * A value kept outside React (a store of the shell's, a selection of the read models), rendered
 * again when it changes: React's useSyncExternalStore, except in how the change renders. A change
 * made while the browser dispatches an event (the visitor's click or key, `window.event`) renders
 * at once, as before, so an input shows what was typed and a click is answered in its frame. Any
 * other change (an API's answer, the runtime starting, a timer) renders as a transition, which
 * React renders in slices of about 5 ms and lays aside for input; useSyncExternalStore renders
 * every change in one uninterruptible task, and on a first visit each answer's render was one
 * (issue 33; docs/performance.md "Answers rendered in slices").
 *
 * `subscribe` names the source: the value is read again, and the subscription renewed, when it
 * changes. The value is read in each render, and a change between that render and the
 * subscription renders again.
 *
 * Kept here, beside the services it reads, rather than in a module of its own: a module of its
 * own cost some 25 bytes of main.js's gzip, which the first-visit budget does not have.
 */
export function useExternalValue<T>(subscribe: (changed: () => void) => () => void, read: () => T): T {
  const value = read();
  const [, renderAgain] = useReducer((n: number) => n + 1, 0);
  useLayoutEffect(() => {
    let shown = value;
    const check = (): void => {
      const next = read();
      if (next === shown) return;
      shown = next;
      if (window.event) renderAgain();
      else startTransition(renderAgain);
    };
    check();
    return subscribe(check);
    // The value read in this render, and `read`, belong to this source: a new source subscribes anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [subscribe]);
  return value;
}

/** A store's value, rendered again on each change. */
export function useStore<T>(store: ReadableStore<T>): T {
  return useExternalValue(store.subscribe, () => store.value);
}

/** The shop's languages: the configured ones, German when the configuration names none (000 §1). */
export const shopLanguages = (config: Pick<AppConfig, 'languages'>): readonly Lang[] => (config.languages.length > 0 ? config.languages : ['de']);

export const useConfig = (): AppConfig => useServices().config;
export const useLang = (): Lang => useServices().lang;
export const useShellData = (): ShellData => useStore(useServices().shell.data);
export const useAuth = (): AuthSnapshot => useStore(useServices().auth.auth);

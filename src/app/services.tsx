import { createContext, useContext, type ReactNode } from 'react';
import { useObservableEagerState } from 'observable-hooks';
import type { AppConfig } from '../api/codecs/shell';
import type { ApiClient } from '../api/client';
import type { KeyValueStorage, Navigator } from '../bus/deps';
import type { Lang } from '../messages';
import type { AuthSnapshot, AuthStore } from './session/auth-store';
import type { ShellData } from './shell/shell-data';
import type { Observable } from 'rxjs';
import type { FormFeedback } from '../domain/account/feedback';

/** Boot-time services the screens read; created once in boot.tsx, faked in component tests. */
export interface AppServices {
  config: AppConfig;
  lang: Lang;
  api: ApiClient;
  auth: AuthStore;
  shell: { data$: Observable<ShellData>; current(): ShellData };
  storage: KeyValueStorage;
  navigator: Navigator;
  /** What the server said about the customer forms' fields (not in the log). */
  feedback: FormFeedback;
  /** Makes and downloads a bug capsule of this session ("Report a problem"). */
  report: () => Promise<void>;
  /** Embedded in a configured museum page, which asks for consent itself (docs/embedding.md). */
  embedded?: boolean;
  /** This session's tracking events as NDJSON (docs/tracking.md), for the QA page's download. */
  trackingExport?: () => string;
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

export const useConfig = (): AppConfig => useServices().config;
export const useLang = (): Lang => useServices().lang;
export const useShellData = (): ShellData => {
  const { shell } = useServices();
  return useObservableEagerState(shell.data$);
};
export const useAuth = (): AuthSnapshot => {
  const { auth } = useServices();
  return useObservableEagerState(auth.auth$);
};

import type { ReactNode } from 'react';
import { I18nProvider, type Translator } from '../i18n';
import { RuntimeProvider } from '../engine/hooks';
import type { Runtime } from '../engine/runtime';
import type { RuntimeSource } from '../engine/runtime-source';
import { ServicesProvider, type AppServices } from '../engine/services';
import { AppRouter } from './router';
import type { AppHistory } from '../routing/history';
import type { AreaHost } from './routes';

export interface AppProps {
  /** The shop's source that starts the runtime when needed, or one running (QA's replay). */
  runtime: Runtime | RuntimeSource;
  services: AppServices;
  translator: Translator;
  history: AppHistory;
  areas: AreaHost;
  /** Rendered after the shop, inside its providers: QA's replay controls. */
  overlay?: ReactNode;
}

/** Composition root: providers around the router. */
export function App({ runtime, services, translator, history, areas, overlay }: AppProps) {
  return (
    <ServicesProvider services={services}>
      <RuntimeProvider runtime={runtime}>
        <I18nProvider lang={services.lang} translator={translator}>
          <AppRouter history={history} lang={services.lang} areas={areas} />
          {overlay}
        </I18nProvider>
      </RuntimeProvider>
    </ServicesProvider>
  );
}

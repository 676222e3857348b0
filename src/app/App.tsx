import { I18nProvider, type Translator } from '../i18n';
import { RuntimeProvider } from './hooks';
import type { Runtime } from './runtime';
import { ServicesProvider, type AppServices } from './services';
import { AppRouter } from './router';
import type { AppHistory } from './history';
import type { AreaHost } from './routes';

export interface AppProps {
  runtime: Runtime;
  services: AppServices;
  translator: Translator;
  history: AppHistory;
  areas: AreaHost;
}

/** Composition root: providers around the router. */
export function App({ runtime, services, translator, history, areas }: AppProps) {
  return (
    <ServicesProvider services={services}>
      <RuntimeProvider runtime={runtime}>
        <I18nProvider lang={services.lang} translator={translator}>
          <AppRouter history={history} lang={services.lang} areas={areas} />
        </I18nProvider>
      </RuntimeProvider>
    </ServicesProvider>
  );
}

import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { I18nProvider, type Translator } from '../i18n';
import { RuntimeProvider } from './hooks';
import type { Runtime } from './runtime';
import { ServicesProvider, type AppServices } from './services';

export interface AppProps {
  runtime: Runtime;
  services: AppServices;
  translator: Translator;
  router: ReturnType<typeof createBrowserRouter>;
}

/** Composition root: providers around the router. */
export function App({ runtime, services, translator, router }: AppProps) {
  return (
    <ServicesProvider services={services}>
      <RuntimeProvider runtime={runtime}>
        <I18nProvider lang={services.lang} translator={translator}>
          <RouterProvider router={router} />
        </I18nProvider>
      </RuntimeProvider>
    </ServicesProvider>
  );
}

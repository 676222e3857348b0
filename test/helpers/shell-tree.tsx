/**
 * The shell's tree over a test app, as boot mounts it: services, runtime, texts, router. Apart
 * from render-app.tsx (which brings Testing Library and its act()) so a test that loads React
 * afresh, outside act(), mounts the very same tree (src/app/shell/screen-reveal.test.tsx).
 */
import type { ReactElement } from 'react';
import { AppRouter } from '../../src/app/router';
import type { Lang } from '../../src/messages';
import { I18nProvider } from '../../src/i18n';
import { RuntimeProvider } from '../../src/engine/hooks';
import { ServicesProvider } from '../../src/engine/services';
import { runtimeAreaHost } from '../../src/app/routes';
import { translatorFor, type TestApp } from './test-app';

/** `frameShown`: when the page frame counts as painted (boot: after the first frame); default at once. */
export function shellTree(app: TestApp, lang: Lang, frameShown?: () => Promise<void>): ReactElement {
  const areaHost = runtimeAreaHost({ start: () => Promise.resolve(app.runtime), current: app.runtime }, frameShown);
  return (
    <ServicesProvider services={app.services}>
      <RuntimeProvider runtime={app.runtime}>
        <I18nProvider lang={lang} translator={translatorFor(lang)}>
          <AppRouter history={app.history} lang={lang} areas={areaHost} />
        </I18nProvider>
      </RuntimeProvider>
    </ServicesProvider>
  );
}

import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { createStore, type ReadableStore } from '../../kernel/store';
import { useExternalValue } from '../../engine/services';
import { BootSpinner } from './BootScreens';

/** How many screens' chunks have come in; each one renders the screens' boundary again. */
const screensIn = createStore(0);

/** The count, read-only (what a test watches). */
export const screensArrived: ReadableStore<number> = screensIn;

/**
 * A screen under the screens' boundary, loaded by `load` (its chunk and whatever it waits for):
 * React.lazy, saying when it is in so the boundary reveals it at once.
 */
export const lazyScreen = (load: () => Promise<{ default: ComponentType }>): ComponentType =>
  lazy(() =>
    load().then((screen) => {
      screensIn.next(screensIn.value + 1);
      return screen;
    }),
  );

/**
 * The screens' Suspense boundary, with the boot spinner while the first screen's code loads.
 * React reveals content that comes in as a retry of the boundary alone no sooner than 300 ms
 * after the fallback was shown, and a first visit's screen is often in well before that
 * (docs/performance.md "The first screen's reveal waits on React"). Rendered again as a
 * transition when a screen's chunk is in (a change outside an event: useExternalValue), the
 * boundary reveals it in that render, without the wait, and still yields to input as the first
 * screen's render does.
 */
export function ScreenSuspense({ children }: { children: ReactNode }) {
  useExternalValue(screensIn.subscribe, () => screensIn.value);
  return <Suspense fallback={<BootSpinner />}>{children}</Suspense>;
}

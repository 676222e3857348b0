import { Suspense, startTransition, useEffect, useState, type ReactNode } from 'react';
import { createStore } from '../../kernel/store';
import { BootSpinner } from './BootScreens';

/** How many screens' chunks have come in; each one renders the screens' boundary again. */
const screensIn = createStore(0);

/** A screen's chunk, and what it waits for, are in (routes.tsx): reveal it now. */
export const screenIn = (): void => screensIn.next(screensIn.value + 1);

/**
 * The screens' Suspense boundary, with the boot spinner while the first screen's code loads.
 * React reveals content that comes in as a retry of the boundary alone no sooner than 300 ms
 * after the fallback was shown, and a first visit's screen is often in well before that
 * (docs/performance.md "The first screen's reveal waits on React"). Rendered again as a
 * transition when a screen's chunk is in, the boundary reveals it in that render, without the
 * wait, and still yields to input as the first screen's render does.
 */
export function ScreenSuspense({ children }: { children: ReactNode }) {
  const [, reveal] = useState(0);
  useEffect(() => screensIn.subscribe((count) => startTransition(() => reveal(count))), []);
  return <Suspense fallback={<BootSpinner />}>{children}</Suspense>;
}

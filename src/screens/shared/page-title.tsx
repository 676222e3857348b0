import { createContext, useContext, useEffect, useState } from 'react';
import { createStore, type Store } from '../../kernel/store';

/** Lets a screen name its page after what it shows (a tour's name) instead of the route title. */
export const PageTitleContext = createContext<(title: string | null) => void>(() => {});

export function usePageTitle(title: string | null | undefined): void {
  const set = useContext(PageTitleContext);
  useEffect(() => {
    set(title ?? null);
    return () => set(null);
  }, [set, title]);
}

/**
 * The name the screen gave its page, for the frame that provides PageTitleContext (its `next`)
 * and writes the document's title. A store, not the frame's state: a name arriving (a tour's,
 * once its answer is in) renders the title alone, not the frame and the whole screen again
 * (issue 33).
 */
export function usePageName(): Store<string | null> {
  const [name] = useState(() => createStore<string | null>(null));
  return name;
}

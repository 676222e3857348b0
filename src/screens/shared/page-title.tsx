import { createContext, useContext, useEffect } from 'react';

/** Lets a screen name its page after what it shows (a tour's name) instead of the route title. */
export const PageTitleContext = createContext<(title: string | null) => void>(() => {});

export function usePageTitle(title: string | null | undefined): void {
  const set = useContext(PageTitleContext);
  useEffect(() => {
    set(title ?? null);
    return () => set(null);
  }, [set, title]);
}

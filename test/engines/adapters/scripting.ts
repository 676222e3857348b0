import type { ElementRef, EngineSession, PageFunction } from '../engine';

/** What a handle to a page value offers in Playwright and in Puppeteer alike. */
interface ValueHandle<H> {
  asElement(): H | null;
  dispose(): Promise<void>;
}

/** What Playwright's and Puppeteer's pages both offer to run code in the page. */
export interface ScriptingPage<H> {
  evaluate(fn: string): Promise<unknown>;
  evaluate<R>(fn: PageFunction<unknown, R>, arg: unknown): Promise<R>;
  evaluateHandle(fn: PageFunction<unknown, Element | null>, arg: unknown): Promise<ValueHandle<H>>;
}

/**
 * The page-scripting part of a session for both libraries: arguments are plain JSON here, which
 * their typing of handles cannot know; an element comes back as the library's element handle.
 */
export function scripting<H>(page: ScriptingPage<H>, ref: (handle: H) => ElementRef): Pick<EngineSession, 'evaluate' | 'inject' | 'element'> {
  return {
    evaluate: <A, R>(fn: PageFunction<A, R>, arg: A) => page.evaluate(fn as PageFunction<unknown, R>, arg),
    inject: async (source) => {
      await page.evaluate(source);
    },
    element: async (fn, arg) => {
      const handle = await page.evaluateHandle(fn as PageFunction<unknown, Element | null>, arg);
      const element = handle.asElement();
      if (element) return ref(element);
      await handle.dispose();
      return null;
    },
  };
}

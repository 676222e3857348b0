import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { EARLY_SCREENS, earlyPlan } from './early-answers';
import { inlineScripts } from './content-security-policy';
import { buildRequest, type RawParams } from './api/request';
import { endpoints, type EndpointDef } from './api/endpoints';
import { merchandiseEpic } from './domain/merchandise/epics';
import { shopRuntime } from '../test/helpers/shop-runtime';
import { ok } from '../test/helpers/fake-api';

const plan = earlyPlan();

/** index.html's first script as the build writes it (html-webpack-plugin fills `<%= … %>`). */
function firstScript(apiBase: string): string {
  const template = readFileSync(join(__dirname, 'index.html'), 'utf8');
  const preload = {
    texts: { de: ['/assets/b/locale-de.js'] },
    notice: [],
    home: [],
    rest: { de: ['/assets/b/locale-de-rest.js'] },
    pages: Object.fromEntries(Object.keys(EARLY_SCREENS).map((page) => [page, [`/assets/b/${page}-screen.js`, '/assets/b/texts.js']])),
  };
  const parameters = { htmlWebpackPlugin: { tags: { headTags: '' } }, apiBase, early: plan, preload };
  const html = template.replace(/<%=([\s\S]+?)%>/g, (_, expression: string) => String(runInNewContext(`(${expression})`, { ...parameters })));
  const [script] = inlineScripts(html);
  if (!script) throw new Error('index.html has no inline script');
  return script;
}

/** Runs the first script on a page at `address`: what it asked for, and its pending timers. */
function visit(address: string, apiBase = '/api/') {
  const url = new URL(address, 'https://shop.example');
  const asked: string[] = [];
  const timers: Array<{ ms: number; run: () => void }> = [];
  const preloaded: string[] = [];
  const page: Record<string, unknown> = {
    location: { pathname: url.pathname, search: url.search },
    fetch: (input: string) => {
      asked.push(input);
      return Promise.resolve({});
    },
    setTimeout: (run: () => void, ms?: number) => timers.push({ ms: ms ?? 0, run }),
    sessionStorage: { length: 0 },
    document: { createElement: () => ({}), head: { appendChild: (link: { href: string }) => preloaded.push(link.href) } },
  };
  page.window = page;
  page.parent = page;
  runInNewContext(firstScript(apiBase), page);
  return { asked, timers, preloaded, early: () => page.__foyerEarly as Record<string, Promise<unknown>> };
}

/** What the first script preloads on a page at `address`: nothing in its own task, each in a task after it. */
function preloads(address: string): string[] {
  const page = visit(address);
  if (page.preloaded.length > 0) throw new Error(`${address}: preloaded in the first script's own task`);
  for (const timer of page.timers.filter((t) => t.ms === 0)) timer.run();
  return page.preloaded;
}

const SHELL = ['/api/de/config', '/api/de/static-content', '/api/de/meta-data'];

describe('the answers a page asks for while main.js downloads', () => {
  it('are, for a listing, exactly what the merchandise area asks for when it opens it without a category', () => {
    const shop = shopRuntime({
      epics: { merchandise: merchandiseEpic },
      replies: { merchandiseCategories: () => ok({ category: [] }), merchandiseList: () => ok({ articles: [] }) },
    });
    shop.dispatch({ type: 'OpenMerchandiseList', kind: 'shop', category: null });
    shop.dispatch({ type: 'OpenMerchandiseList', kind: 'passes', category: null });
    const asked = shop.calls.map(({ name, params }) => buildRequest(endpoints[name as keyof typeof endpoints] as EndpointDef, params as RawParams, { base: '/api/', lang: 'de', token: null }).url);
    expect(asked).toEqual([...plan.pages.merchandise!, ...plan.pages.passes!].map((path) => `/api/de/${path}`));
  });

  it('are the shell’s three on every page, and the shop’s or the passes’ listing on theirs', () => {
    expect(visit('/de/').asked).toEqual(SHELL);
    expect(visit('/de/tickets').asked).toEqual(SHELL);
    expect(visit('/de/merchandise').asked).toEqual([...SHELL, '/api/de/merchandise/categories/shop/160', '/api/de/merchandise/list/shop/160']);
    expect(visit('/de/merchandise/').asked).toEqual([...SHELL, '/api/de/merchandise/categories/shop/160', '/api/de/merchandise/list/shop/160']);
    expect(visit('/en/passes', 'https://api.museum.example/v1').asked).toEqual([
      'https://api.museum.example/v1/en/config',
      'https://api.museum.example/v1/en/static-content',
      'https://api.museum.example/v1/en/meta-data',
      'https://api.museum.example/v1/en/merchandise/categories/shop/160?product_kind=13',
      'https://api.museum.example/v1/en/merchandise/list/shop/160?product_kind=13',
    ]);
  });

  it('leave out a listing whose address has a query (a category changes the list), another page, and names no object has', () => {
    expect(visit('/de/passes?category=53').asked).toEqual(SHELL);
    expect(visit('/de/merchandise/51').asked).toEqual(SHELL);
    expect(visit('/de/merchandise/list').asked).toEqual(SHELL);
    expect(visit('/de/constructor').asked).toEqual(SHELL);
    expect(visit('/de/__proto__').asked).toEqual(SHELL);
    expect(visit('/merchandise').asked).toEqual([]);
  });

  it('come with their code: the shop and the passes preload the screen’s files, the texts’ and the rest of the texts, with a query too; other pages do not', () => {
    expect(Object.keys(EARLY_SCREENS).sort()).toEqual(Object.keys(plan.pages).sort());
    const shown = ['/assets/b/merchandise-screen.js', '/assets/b/texts.js', '/assets/b/locale-de-rest.js'];
    expect(preloads('/de/merchandise')).toEqual(['/assets/b/locale-de.js', ...shown]);
    expect(preloads('/de/passes?category=53')).toEqual(['/assets/b/locale-de.js', '/assets/b/passes-screen.js', '/assets/b/texts.js', '/assets/b/locale-de-rest.js']);
    expect(preloads('/de/tickets')).toEqual(['/assets/b/locale-de.js']);
    expect(preloads('/de/constructor')).toEqual(['/assets/b/locale-de.js']);
  });

  it('are handed to the shop by address, and what it has not taken after 30 s is dropped: asked for again, not served stale', () => {
    const page = visit('/de/merchandise');
    expect(Object.keys(page.early())).toEqual(page.asked);
    // The others are the preloads', a task each after this one.
    expect(page.timers.map((t) => t.ms)).toEqual([30_000, 0, 0, 0, 0]);
    page.timers[0]!.run();
    expect(page.early()).toEqual({});
  });
});

import { preloadPlan, type GroupFiles } from './preload-plan';

const build: Record<string, string[]> = {
  'locale-de': ['assets/h/locale-de.js'],
  'locale-en': ['assets/h/locale-en.js'],
  'locale-de-kunsthalle': ['assets/h/locale-de-kunsthalle.js'],
  'locale-en-kunsthalle': ['assets/h/locale-en-kunsthalle.js'],
  home: ['assets/h/home.js', 'assets/h/home.css', 'assets/h/home.js.LICENSE.txt'],
  'locale-de-rest': ['assets/h/locale-de-rest.js'],
  'locale-en-rest': ['assets/h/locale-en-rest.js'],
  'locale-de-kunsthalle-rest': ['assets/h/locale-de-kunsthalle-rest.js'],
  runtime: ['assets/h/runtime-libs.js', 'assets/h/runtime-core.css', 'assets/h/runtime-core.js', 'assets/h/runtime.js', 'assets/h/runtime.js.map'],
  'product-list': ['assets/h/shop.css', 'assets/h/2532.js', 'assets/h/product-list.js', 'assets/h/product-list.css'],
  texts: ['assets/h/2532.js', 'assets/h/texts.js'],
};
const files: GroupFiles = (name) => build[name];

describe('preload plan', () => {
  it('names each language’s first texts and the home screen, from the site’s root, scripts and styles only', () => {
    expect(preloadPlan(files, ['de', 'en'], '/', '')).toEqual({
      texts: { de: ['/assets/h/locale-de.js'], en: ['/assets/h/locale-en.js'] },
      home: ['/assets/h/home.js', '/assets/h/home.css'],
      rest: { de: ['/assets/h/locale-de-rest.js'], en: ['/assets/h/locale-en-rest.js'] },
      pages: {},
    });
  });

  it('names, for a page whose list is asked for early, its screen’s files and the texts’, each once, and none of the runtime’s', () => {
    const shown = ['/assets/h/shop.css', '/assets/h/2532.js', '/assets/h/product-list.js', '/assets/h/product-list.css', '/assets/h/texts.js'];
    expect(preloadPlan(files, ['de'], '/', '', { merchandise: 'product-list', passes: 'product-list' }).pages).toEqual({ merchandise: shown, passes: shown });
    expect(() => preloadPlan(files, ['de'], '/', '', { tickets: 'tickets' })).toThrow('no chunk named tickets');
  });

  it('adds the text variant’s parts where the build has them', () => {
    const plan = preloadPlan(files, ['de', 'en'], '/shop/', 'kunsthalle');
    expect(plan.texts).toEqual({
      de: ['/shop/assets/h/locale-de.js', '/shop/assets/h/locale-de-kunsthalle.js'],
      en: ['/shop/assets/h/locale-en.js', '/shop/assets/h/locale-en-kunsthalle.js'],
    });
    expect(plan.rest).toEqual({ de: ['/shop/assets/h/locale-de-rest.js', '/shop/assets/h/locale-de-kunsthalle-rest.js'], en: ['/shop/assets/h/locale-en-rest.js'] });
  });

  it('leaves an unknown variant out: such a build shows the neutral texts', () => {
    expect(preloadPlan(files, ['de'], '/', 'unbekannt').texts).toEqual({ de: ['/assets/h/locale-de.js'] });
  });

  it('fails the build when a chunk it names is missing (a renamed chunk would otherwise never be preloaded)', () => {
    expect(() => preloadPlan(files, ['de', 'fr'], '/', '')).toThrow('no chunk named locale-fr');
    expect(() => preloadPlan((name) => (name === 'home' ? undefined : build[name]), ['de'], '/', '')).toThrow('no chunk named home');
  });
});

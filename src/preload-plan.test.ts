import { preloadPlan, type GroupFiles } from './preload-plan';

const build: Record<string, string[]> = {
  'locale-de': ['assets/h/locale-de.js'],
  'locale-en': ['assets/h/locale-en.js'],
  'locale-de-kunsthalle': ['assets/h/locale-de-kunsthalle.js'],
  'locale-en-kunsthalle': ['assets/h/locale-en-kunsthalle.js'],
  'cookie-notice': ['assets/h/cookie-notice.js', 'assets/h/cookie-notice.js.map'],
  home: ['assets/h/home.js', 'assets/h/home.css', 'assets/h/home.js.LICENSE.txt'],
};
const files: GroupFiles = (name) => build[name];

describe('preload plan', () => {
  it('names each language’s first texts, the notice and the home screen, from the site’s root, scripts and styles only', () => {
    expect(preloadPlan(files, ['de', 'en'], '/', '')).toEqual({
      texts: { de: ['/assets/h/locale-de.js'], en: ['/assets/h/locale-en.js'] },
      notice: ['/assets/h/cookie-notice.js'],
      home: ['/assets/h/home.js', '/assets/h/home.css'],
    });
  });

  it('adds the text variant’s first part where the build has one', () => {
    expect(preloadPlan(files, ['de', 'en'], '/shop/', 'kunsthalle').texts).toEqual({
      de: ['/shop/assets/h/locale-de.js', '/shop/assets/h/locale-de-kunsthalle.js'],
      en: ['/shop/assets/h/locale-en.js', '/shop/assets/h/locale-en-kunsthalle.js'],
    });
  });

  it('leaves an unknown variant out: such a build shows the neutral texts', () => {
    expect(preloadPlan(files, ['de'], '/', 'unbekannt').texts).toEqual({ de: ['/assets/h/locale-de.js'] });
  });

  it('fails the build when a chunk it names is missing (a renamed chunk would otherwise never be preloaded)', () => {
    expect(() => preloadPlan(files, ['de', 'fr'], '/', '')).toThrow('no chunk named locale-fr');
    expect(() => preloadPlan((name) => (name === 'home' ? undefined : build[name]), ['de'], '/', '')).toThrow('no chunk named home');
  });
});

import { LANGUAGES } from '../messages';
import { isCheckoutScreen, isLoginScreen, splitPath, swapLanguage } from './paths';

describe('splitPath', () => {
  it.each([
    ['/de', { lang: 'de', rest: '/' }],
    ['/de/', { lang: 'de', rest: '/' }],
    ['/en/page/imprint', { lang: 'en', rest: '/page/imprint' }],
    ['/fr/checkout?partner=x#top', { lang: 'fr', rest: '/checkout' }],
    ['/', { lang: null, rest: '/' }],
    ['/tickets', { lang: null, rest: '/tickets' }],
    ['/xx/tickets', { lang: null, rest: '/xx/tickets' }],
    ['/dex/tickets', { lang: null, rest: '/dex/tickets' }],
    ['/logout', { lang: null, rest: '/logout' }],
  ])('%s', (path, expected) => {
    expect(splitPath(path)).toEqual(expected);
  });
});

describe('swapLanguage', () => {
  it.each(LANGUAGES.map((lang) => [lang]))('keeps path, query and hash when switching to %s', (lang) => {
    expect(swapLanguage('/de/page/imprint', lang)).toBe(`/${lang}/page/imprint`);
    expect(swapLanguage('/de/tickets/101?date=2030-04-16&partner=p1', lang)).toBe(`/${lang}/tickets/101?date=2030-04-16&partner=p1`);
    expect(swapLanguage('/en/checkout#summary', lang)).toBe(`/${lang}/checkout#summary`);
  });

  it('home stays home, and a path without a language gets one in front', () => {
    expect(swapLanguage('/de', 'en')).toBe('/en/');
    expect(swapLanguage('/de/', 'fr')).toBe('/fr/');
    expect(swapLanguage('/tickets?x=1', 'it')).toBe('/it/tickets?x=1');
    expect(swapLanguage('/', 'nl')).toBe('/nl/');
  });

  it('only the first segment is a language: a later "de" segment is left alone', () => {
    expect(swapLanguage('/en/merchandise/de', 'sv')).toBe('/sv/merchandise/de');
  });
});

describe('isLoginScreen / isCheckoutScreen', () => {
  it.each(['/de/login', '/de/login?fromUnauthorized=1', '/en/register', '/en/register/success', '/fr/register-guest', '/de/forgot-password', '/de/password-reset-success'])('%s is a login screen', (p) => {
    expect(isLoginScreen(p)).toBe(true);
  });
  it.each(['/de', '/de/logins', '/de/settings', '/de/page/login', '/de/checkout', '/de/recover', '/de/recover-success'])('%s is not a login screen', (p) => {
    expect(isLoginScreen(p)).toBe(false);
  });
  it.each(['/de/checkout', '/de/checkout/', '/en/checkout/failed', '/en/checkout?x=1'])('%s is a checkout screen', (p) => {
    expect(isCheckoutScreen(p)).toBe(true);
  });
  it.each(['/de', '/de/checkouts', '/de/page/checkout', '/checkout-x'])('%s is not a checkout screen', (p) => {
    expect(isCheckoutScreen(p)).toBe(false);
  });
});

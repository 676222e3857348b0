import { createTranslator } from './polyglot';
import type { Phrases } from './phrases';
import { createFrameTranslator, type CatalogueTranslator } from './translator';

const first: Phrases = {
  nav: { basketItems: '%{smart_count} Artikel im Warenkorb |||| %{smart_count} Artikel im Warenkorb', basket: 'Warenkorb' },
  footer: { copyright: '© %{year} %{site}' },
};
const rest: Phrases = {
  nav: { basketItems: '%{smart_count} Artikel im Warenkorb |||| %{smart_count} Artikel im Warenkorb', basket: 'Warenkorb', login: 'Anmelden' },
  cart: { count: '%{smart_count} Ticket |||| %{smart_count} Tickets' },
  voucherCode: { VOUCHER_UNKNOWN_ERROR: 'Der Gutschein konnte nicht geprüft werden.' },
};

describe('the frame’s translator', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('formats its first texts without node-polyglot', () => {
    const catalogue = jest.fn<ReturnType<CatalogueTranslator>, Parameters<CatalogueTranslator>>();
    const translator = createFrameTranslator<string>('de', first);
    expect(translator.t('footer.copyright', { year: 2026, site: 'Kunsthalle' })).toBe('© 2026 Kunsthalle');
    expect(translator.t('nav.basketItems', 3)).toBe('3 Artikel im Warenkorb');
    expect(translator.has('nav.basket')).toBe(true);
    expect(catalogue).not.toHaveBeenCalled();
  });

  it('says a text it does not have yet by its key, once in the console, and has() says no', () => {
    const translator = createFrameTranslator<string>('de', first);
    expect(translator.t('cart.count', 2)).toBe('cart.count');
    expect(translator.t('cart.count')).toBe('cart.count');
    expect(translator.has('cart.count')).toBe(false);
    expect(translator.has('toString')).toBe(false);
    expect(translator.t('toString')).toBe('toString');
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual(['[i18n] missing text "cart.count" for language de', '[i18n] missing text "toString" for language de']);
    expect(translator.tOr('voucherCode.NEW', 'nav.basket')).toBe('Warenkorb');
  });

  it('once completed, every text is node-polyglot’s, over the first texts and the rest', () => {
    const catalogue = jest.fn(createTranslator) as unknown as CatalogueTranslator & jest.Mock;
    const translator = createFrameTranslator<string>('fr', first);
    const before = translator.t('nav.basketItems', 0);
    translator.complete(rest, catalogue);
    expect(catalogue).toHaveBeenCalledWith('fr', first, rest);
    expect(translator.t('nav.basketItems', 0)).toBe(before);
    expect(translator.t('cart.count', 0)).toBe('0 Ticket');
    expect(translator.t('nav.login')).toBe('Anmelden');
    expect(translator.has('cart.count')).toBe(true);
    expect(translator.tOr('voucherCode.NEW', 'voucherCode.VOUCHER_UNKNOWN_ERROR')).toBe('Der Gutschein konnte nicht geprüft werden.');
    expect(translator.t('footer.copyright', { year: 2026, site: 'K' })).toBe('© 2026 K');
  });
});

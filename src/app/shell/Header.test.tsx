/** @jest-environment ./test/helpers/jsdom-env.js */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { findPageHeading, fixtureCustomer, renderApp } from '../../../test/helpers/render-app';
import { merchandiseLine, withoutId } from '../../../test/helpers/lines';
import { themeColor, withStylesheets } from '../../../test/helpers/stylesheets';

const mainNav = () => screen.getByRole('navigation', { name: /Hauptnavigation|Main navigation/ });
const navLinks = () => within(mainNav()).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

describe('Header', () => {
  describe('navigation links follow the flags and navTranslations', () => {
    it('everything on, German labels from navTranslations', async () => {
      renderApp();
      await findPageHeading();
      expect(navLinks()).toEqual([
        ['Eintritt', '/de/tickets'],
        ['Führungen', '/de/guided-tours'],
        ['Museumsshop', '/de/merchandise'],
        ['Jahreskarten', '/de/passes'],
        ['Gutscheine', '/de/vouchers'],
      ]);
    });

    it('tickets, passes and vouchers off; English labels partly overridden, the rest default texts', async () => {
      renderApp({
        lang: 'en',
        config: { hasTickets: false, hasMemCard: 0, hasVouchers: false, navTranslations: { en: { merchandise: 'Books & Posters', tickets: 'Admission' } } },
      });
      await findPageHeading();
      expect(navLinks()).toEqual([
        ['Guided Tours', '/en/guided-tours'],
        ['Books & Posters', '/en/merchandise'],
      ]);
    });
  });

  describe('language dropdown', () => {
    it('offers every configured language; each target keeps the path and query', async () => {
      renderApp({ path: '/de/page/imprint?partner=p1' });
      await findPageHeading();
      const menu = screen.getByText('Sprache wählen:').closest('details') as HTMLElement;
      const links = within(menu).getAllByRole('link');
      expect(links.map((a) => a.getAttribute('href'))).toEqual(
        ['de', 'en', 'fr', 'it', 'nl', 'es', 'sv', 'da'].map((l) => `/${l}/page/imprint?partner=p1`),
      );
      const english = within(menu).getByRole('link', { name: 'English' });
      expect([english.getAttribute('lang'), english.getAttribute('hreflang')]).toEqual(['en', 'en']);
      expect(within(menu).getByRole('link', { name: 'Deutsch' }).getAttribute('aria-current')).toBe('true');
    });

    it('keeps the fragment (a reset link’s token) when switching language', async () => {
      renderApp({ path: '/de/recover/#abc123' });
      await findPageHeading();
      expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/en/recover/#abc123');
    });

    it('follows client-side navigation', async () => {
      const app = renderApp();
      await findPageHeading();
      await app.navigate('/de/login');
      expect(screen.getByRole('link', { name: 'Français' }).getAttribute('href')).toBe('/fr/login');
    });

    it('Escape closes it', async () => {
      renderApp();
      await findPageHeading();
      const menu = screen.getByText('Sprache wählen:').closest('details') as HTMLDetailsElement;
      menu.open = true;
      fireEvent.keyDown(within(menu).getByRole('link', { name: 'English' }), { key: 'Escape' });
      expect(menu.open).toBe(false);
    });

    it('is not there with a single language', async () => {
      renderApp({ config: { languages: ['de'] } });
      await findPageHeading();
      expect(screen.queryByText('Sprache wählen:')).toBeNull();
      expect(screen.queryByRole('link', { name: 'English' })).toBeNull();
    });
  });

  describe('basket link', () => {
    withStylesheets();
    /** Highlighted: the link in the accent colour on the accent's contrast colour (white). */
    const highlighted = (link: HTMLElement): boolean => {
      const style = getComputedStyle(link);
      return style.backgroundColor === themeColor('--color-accent-contrast') && style.color === themeColor('--color-accent');
    };

    it('shows the number of lines, is named by its visible text, and is highlighted once the basket is not empty', async () => {
      const app = renderApp();
      await findPageHeading();
      const basket = () => document.querySelector('a.basket-link') as HTMLAnchorElement;
      expect(basket().getAttribute('href')).toBe('/de/checkout');
      expect(screen.getByRole('link', { name: 'Warenkorb 0 Artikel' })).toBe(basket());
      expect(basket().hasAttribute('aria-label')).toBe(false);
      expect(highlighted(basket())).toBe(false);

      act(() => {
        app.runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });
        app.runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine({ id: 502 })) });
      });
      expect(screen.getByRole('link', { name: 'Warenkorb 2 Artikel' })).toBe(basket());
      expect(screen.getByTestId('basket-count').textContent).toBe('2');
      expect(highlighted(basket())).toBe(true);
    });

    it('one line in English reads "Basket 1 item"', async () => {
      const app = renderApp({ lang: 'en' });
      await findPageHeading();
      act(() => app.runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) }));
      expect(screen.getByRole('link', { name: 'Basket 1 item' })).toBeTruthy();
    });
  });

  describe('login, register and the user menu', () => {
    it('registration on, nobody signed in: login and register links, no user menu', async () => {
      renderApp();
      await findPageHeading();
      expect(screen.getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe('/de/login');
      expect(screen.getByRole('link', { name: 'Registrieren' }).getAttribute('href')).toBe('/de/register');
      expect(document.querySelector('.user-menu')).toBeNull();
    });

    it('registration off: no login or register links', async () => {
      renderApp({ config: { hasUserRegistration: false } });
      await findPageHeading();
      expect(screen.queryByRole('link', { name: 'Anmelden' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Registrieren' })).toBeNull();
    });

    it('a signed-in customer sees a menu with first and last name, settings and logout, and no login links', async () => {
      renderApp({ signedIn: { token: 'jwt', customer: fixtureCustomer({ fname: 'Anna', lname: 'Becker' }) } });
      await findPageHeading();
      const menu = document.querySelector('details.user-menu') as HTMLElement;
      expect(within(menu).getByText('Anna Becker')).toBeTruthy();
      expect(menu.querySelector('summary')?.textContent).toBe('Anna Becker');
      expect(within(menu).getByRole('link', { name: 'Einstellungen' }).getAttribute('href')).toBe('/de/settings');
      expect(within(menu).getByRole('link', { name: 'Abmelden' }).getAttribute('href')).toBe('/logout');
      expect(screen.queryByRole('link', { name: 'Anmelden' })).toBeNull();
    });

    it('a guest is treated as not logged in: login links, no user menu', async () => {
      renderApp({ signedIn: { token: 'jwt', customer: fixtureCustomer({ fname: 'Gast', isGuest: 1 }) } });
      await findPageHeading();
      expect(screen.getByRole('link', { name: 'Anmelden' })).toBeTruthy();
      expect(document.querySelector('.user-menu')).toBeNull();
    });

    it('signing out elsewhere (auth store) updates the header at once', async () => {
      const app = renderApp({ signedIn: { token: 'jwt', customer: fixtureCustomer() } });
      await findPageHeading();
      expect(document.querySelector('.user-menu')).not.toBeNull();
      act(() => app.auth.signOut());
      expect(document.querySelector('.user-menu')).toBeNull();
      expect(screen.getByRole('link', { name: 'Anmelden' })).toBeTruthy();
    });
  });

  describe('collapsed menu (it does not fit)', () => {
    const scrollWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollWidth');
    beforeEach(() => {
      Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
        configurable: true,
        get(this: HTMLElement) {
          return this.classList.contains('site-header__bar') || this.dataset.row !== undefined ? 2000 : 0;
        },
      });
    });
    // jsdom defines scrollWidth on Element.prototype: removing the override restores it.
    afterEach(() => {
      if (scrollWidth) Object.defineProperty(HTMLElement.prototype, 'scrollWidth', scrollWidth);
      else delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth;
    });

    it('hides the menu behind a toggle; the basket stays visible in the bar', async () => {
      renderApp();
      await findPageHeading();
      const header = screen.getByRole('banner');
      // The links are not shown (nor in the accessibility tree) until the toggle opens them.
      expect(within(header).queryByRole('navigation', { name: 'Hauptnavigation' })).toBeNull();
      const toggle = within(header).getByRole('button', { name: 'Menü öffnen' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(toggle.getAttribute('aria-controls')).toBe('site-menu');
      expect((document.getElementById('site-menu') as HTMLElement).hidden).toBe(true);
      const basket = within(header).getByRole('link', { name: 'Warenkorb 0 Artikel' });
      expect(basket.closest('#site-menu')).toBeNull();

      fireEvent.click(toggle);
      expect(within(header).getByRole('button', { name: 'Menü schließen' }).getAttribute('aria-expanded')).toBe('true');
      expect((document.getElementById('site-menu') as HTMLElement).hidden).toBe(false);
      expect(within(header).getByRole('navigation', { name: 'Hauptnavigation' })).toBeTruthy();
      // Any navigation closes the menu again.
      fireEvent.click(within(header).getByRole('link', { name: 'Anmelden' }));
      await findPageHeading('Anmelden');
      await waitFor(() => expect((document.getElementById('site-menu') as HTMLElement).hidden).toBe(true));
      expect(within(header).getByRole('button', { name: 'Menü öffnen' }).getAttribute('aria-expanded')).toBe('false');
    });

    it('closes like a dropdown: Escape gives the focus back to the toggle, a press outside the header closes it', async () => {
      renderApp();
      await findPageHeading();
      const header = screen.getByRole('banner');
      const menu = () => document.getElementById('site-menu') as HTMLElement;
      fireEvent.click(within(header).getByRole('button', { name: 'Menü öffnen' }));
      expect(menu().hidden).toBe(false);
      // Escape in the language menu closes that menu only.
      const language = header.querySelector('details.language-menu') as HTMLDetailsElement;
      language.open = true;
      fireEvent.keyDown(language, { key: 'Escape' });
      expect([language.open, menu().hidden]).toEqual([false, false]);
      fireEvent.keyDown(document.body, { key: 'Escape' });
      expect(menu().hidden).toBe(true);
      expect(document.activeElement).toBe(within(header).getByRole('button', { name: 'Menü öffnen' }));

      fireEvent.click(within(header).getByRole('button', { name: 'Menü öffnen' }));
      fireEvent.pointerDown(within(header).getByRole('link', { name: 'Anmelden' }));
      expect(menu().hidden).toBe(false);
      fireEvent.pointerDown(screen.getByRole('main'));
      expect(menu().hidden).toBe(true);
    });
  });

  describe('short site name (siteNameShortTranslations) off the one-line layout', () => {
    const scrollWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollWidth');
    const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
    /** A bar 800 px wide whose one line needs 2,000 px; each part of the top line and the links 200 px. */
    function narrowBar(partWidth: number): void {
      Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
        configurable: true,
        get(this: HTMLElement) {
          return this.classList.contains('site-header__bar') ? 2000 : this.dataset.row !== undefined ? partWidth : 0;
        },
      });
      Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
        configurable: true,
        get(this: HTMLElement) {
          return this.classList.contains('site-header__bar') ? 800 : 0;
        },
      });
    }
    afterEach(() => {
      if (scrollWidth) Object.defineProperty(HTMLElement.prototype, 'scrollWidth', scrollWidth);
      else delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth;
      if (clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientWidth);
      else delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
    });
    const logo = () => document.querySelector('.site-logo') as HTMLAnchorElement;
    withStylesheets();
    /** Where the header's links are: beside the name and tools, on a line of their own below them, or behind a toggle. */
    const linksShown = (name: string): 'beside' | 'below' | 'toggle' => {
      const links = screen.queryByRole('navigation', { name });
      if (links === null) {
        // Not shown, nor in the accessibility tree: the closed toggle opens them.
        within(screen.getByRole('banner')).getByRole('button', { name: /^(Menü öffnen|Open menu)$/, expanded: false });
        return 'toggle';
      }
      const style = getComputedStyle(links);
      return style.order === '2' && style.flexBasis === '100%' ? 'below' : 'beside';
    };

    it('on one line: the full name', async () => {
      renderApp({ config: { siteNameShortTranslations: { de: 'Kunsthalle' } } });
      await findPageHeading();
      expect(linksShown('Hauptnavigation')).toBe('beside');
      expect([logo().textContent, logo().title]).toEqual(['Kunsthalle am Hafen – Onlineshop', '']);
    });

    it('links on a second line: the short name, the full one on hover', async () => {
      narrowBar(200);
      renderApp({ config: { logoLinksToMainSite: false, siteNameShortTranslations: { de: 'Kunsthalle' } } });
      await findPageHeading();
      expect(linksShown('Hauptnavigation')).toBe('below');
      expect([logo().textContent, logo().title]).toEqual(['Kunsthalle', 'Kunsthalle am Hafen – Onlineshop']);
      expect(screen.getByRole('link', { name: 'Kunsthalle' }).getAttribute('href')).toBe('/de');
    });

    it('behind the toggle: the short name; to the museum’s site it is the link’s name too', async () => {
      narrowBar(2000);
      renderApp({ lang: 'en', config: { logoLinksToMainSite: true, siteNameShortTranslations: { en: 'Kunsthalle' } } });
      await findPageHeading();
      expect(linksShown('Main navigation')).toBe('toggle');
      expect(logo().textContent).toBe('Kunsthalle');
      expect(logo().getAttribute('aria-label')).toBe('Kunsthalle (opens in a new tab)');
    });

    it('a language without a short name, or none configured: the full name', async () => {
      narrowBar(2000);
      const french = renderApp({ lang: 'fr', config: { siteNameShortTranslations: { de: 'Kunsthalle' } } });
      await findPageHeading();
      expect([logo().textContent, logo().title]).toEqual(['Kunsthalle am Hafen – Boutique en ligne', '']);
      french.unmount();
      renderApp({ config: { siteNameShortTranslations: undefined } });
      await findPageHeading();
      expect(logo().textContent).toBe('Kunsthalle am Hafen – Onlineshop');
    });
  });

  describe('logo', () => {
    it('with logoLinksToMainSite: the museum’s site for this language, in a new tab', async () => {
      renderApp({ lang: 'en', config: { logoLinksToMainSite: true } });
      await findPageHeading();
      const logo = document.querySelector('.site-logo') as HTMLAnchorElement;
      expect(logo.getAttribute('href')).toBe('https://www.kunsthalle-am-hafen.example/en/');
      expect(logo.getAttribute('target')).toBe('_blank');
      expect(logo.getAttribute('rel')).toContain('noopener');
      expect(logo.getAttribute('aria-label')).toBe('Kunsthalle am Hafen – Online Shop (opens in a new tab)');
    });

    it('a language without its own URL uses museumMainUrl', async () => {
      renderApp({ lang: 'fr', config: { logoLinksToMainSite: 1 } });
      await findPageHeading();
      expect(document.querySelector('.site-logo')?.getAttribute('href')).toBe('https://www.kunsthalle-am-hafen.example/');
    });

    it('without it: home of the shop in the same tab', async () => {
      renderApp({ config: { logoLinksToMainSite: false } });
      await findPageHeading();
      const logo = document.querySelector('.site-logo') as HTMLAnchorElement;
      expect(logo.getAttribute('href')).toBe('/de');
      expect(logo.hasAttribute('target')).toBe(false);
      expect(logo.textContent).toBe('Kunsthalle am Hafen – Onlineshop');
    });
  });
});

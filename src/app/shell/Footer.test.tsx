/** @jest-environment ./test/helpers/jsdom-env.js */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { FakeObserver } from '../../../test/helpers/fake-intersection-observer';
import { findPageHeading, fixtureStaticContent, renderApp } from '../../../test/helpers/render-app';

const legalNav = () => within(screen.getByRole('contentinfo')).getAllByRole('navigation')[0] as HTMLElement;
const footer = () => screen.getByRole('contentinfo');

describe('Footer', () => {
  it('default legal links go to the static pages; a customTermsLinks entry replaces its link and opens in a new tab', async () => {
    renderApp();
    await findPageHeading();
    const links = within(legalNav()).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Impressum', '/de/page/imprint'],
      ['AGB', '/de/page/terms'],
      ['Datenschutzerklärung (öffnet in einem neuen Tab)', 'https://www.kunsthalle-am-hafen.example/datenschutz'],
      ['Versandkosten', '/de/page/shipping'],
    ]);
    const custom = links[2] as HTMLAnchorElement;
    expect(custom.getAttribute('target')).toBe('_blank');
    expect(custom.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener']));
    for (const internal of [links[0], links[1], links[3]]) expect(internal?.hasAttribute('target')).toBe(false);
  });

  it('customTermsLinks are per language: a language without entries keeps the defaults; false means none at all', async () => {
    const fr = renderApp({ lang: 'fr' });
    await findPageHeading();
    expect(within(legalNav()).getAllByRole('link').every((a) => a.getAttribute('href')?.startsWith('/fr/page/'))).toBe(true);
    fr.unmount();
    renderApp({ config: { customTermsLinks: false } });
    await findPageHeading();
    expect(within(legalNav()).getByRole('link', { name: 'Datenschutzerklärung' }).getAttribute('href')).toBe('/de/page/data_protection');
  });

  it('the shipping link only when merchandise is on', async () => {
    renderApp({ config: { hasMerchandise: false } });
    await findPageHeading();
    expect(within(legalNav()).queryByRole('link', { name: 'Versandkosten' })).toBeNull();
    expect(within(legalNav()).getAllByRole('link')).toHaveLength(3);
  });

  it('social links sorted by sequence_no, each named and opening in a new tab', async () => {
    const staticContent = fixtureStaticContent();
    staticContent.social_media = [
      { name: 'youtube', link: 'https://yt.example', sequence_no: 3 },
      { name: 'instagram', link: 'https://ig.example', sequence_no: 1 },
      { name: 'mastodon', link: 'https://md.example', sequence_no: 2 },
    ];
    renderApp({ shellData: { staticContent } });
    await findPageHeading();
    const list = await within(footer()).findByRole('list', { name: 'Folgen Sie uns' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://ig.example', 'https://md.example', 'https://yt.example']);
    expect(links[0]?.textContent).toContain('instagram (öffnet in einem neuen Tab)');
    expect(links.every((a) => a.getAttribute('target') === '_blank' && a.getAttribute('rel')?.includes('noopener'))).toBe(true);
  });

  it('no static content (the call failed): no social list, the rest of the footer is there', async () => {
    renderApp({ shellData: { staticContent: null } });
    await findPageHeading();
    expect(within(footer()).queryByRole('list', { name: 'Folgen Sie uns' })).toBeNull();
    expect(within(legalNav()).getAllByRole('link')).toHaveLength(4);
  });

  it.each([
    ['de', 'Gefördert von'],
    ['en', 'Supported by'],
    ['fr', 'Supported by'],
  ] as const)('partner logo groups carry the title for %s (English, then German, as fallback)', async (lang, title) => {
    renderApp({ lang });
    await findPageHeading();
    const group = (await within(footer()).findByRole('heading', { name: title, level: 2 })).closest('.partner-group') as HTMLElement;
    const images = [...group.querySelectorAll('img')];
    expect(images.map((i) => i.getAttribute('src'))).toEqual(['/media/partners/kulturstiftung.svg', '/media/partners/freundeskreis.png']);
    // A linked logo is named by the site it opens; a plain one by its group and position.
    expect(within(group).getByRole('img').getAttribute('alt')).toBe(`${title} 2`);
    const linked = within(group).getAllByRole('link');
    expect(linked).toHaveLength(1);
    expect(linked[0]?.getAttribute('aria-label')).toMatch(/^kulturstiftung\.example \(.+\)$/);
    expect(linked[0]?.getAttribute('href')).toBe('https://www.kulturstiftung.example/');
    expect(linked[0]?.getAttribute('target')).toBe('_blank');
  });

  it('the copyright line names the site in the current language', async () => {
    renderApp({ lang: 'en' });
    await findPageHeading();
    expect(within(footer()).getByText(/^© \d{4} Kunsthalle am Hafen – Online Shop\. All rights reserved\.$/)).toBeTruthy();
  });

  describe('its end (social links, partner logos) comes as it nears the screen', () => {
    const original = globalThis.IntersectionObserver;
    beforeEach(() => {
      globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    });
    afterEach(() => {
      globalThis.IntersectionObserver = original;
      FakeObserver.all = [];
    });
    const partners = () => within(footer()).queryByRole('region', { name: 'Unsere Partner' });
    const slotObserver = () => FakeObserver.all.find((o) => o.options.rootMargin === '0px 0px 100px 0px')!;

    it('not before: the legal links, the tools and the copyright are there, the end is a slot after them', async () => {
      renderApp();
      await findPageHeading();
      expect(partners()).toBeNull();
      expect(within(legalNav()).getAllByRole('link')).toHaveLength(4);
      const slot = [...slotObserver().observed][0]!;
      expect(slot.previousElementSibling?.className).toBe('copyright');
      expect(slot.nextElementSibling).toBeNull();
    });

    it('when the slot comes within 100 px of the screen', async () => {
      renderApp();
      await findPageHeading();
      const observer = slotObserver();
      observer.show([...observer.observed]);
      expect(await within(footer()).findByRole('region', { name: 'Unsere Partner' })).toBeTruthy();
      expect(observer.observed.size).toBe(0);
    });

    it('when the focus enters the footer (a tab into its links scrolls them, not its end, into view)', async () => {
      renderApp();
      await findPageHeading();
      act(() => void fireEvent.focusIn(within(legalNav()).getAllByRole('link')[0]!));
      expect(await within(footer()).findByRole('region', { name: 'Unsere Partner' })).toBeTruthy();
    });

    it('nothing to wait for when the museum has neither', async () => {
      const staticContent = fixtureStaticContent();
      staticContent.social_media = [];
      renderApp({ config: { partnerLogos: [] }, shellData: { staticContent } });
      await findPageHeading();
      expect(FakeObserver.all.filter((o) => o.options.rootMargin === '0px 0px 100px 0px')).toEqual([]);
    });
  });
});

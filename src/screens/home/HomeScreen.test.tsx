/** @jest-environment ./test/helpers/jsdom-env.js */
import { screen, within } from '@testing-library/react';
import { findPageHeading, renderApp } from '../../../test/helpers/render-app';

describe('home: the configuration’s home view leads (000, app configuration: "a home view")', () => {
  it('features the configured section: a call to action in the hero and the first tile', async () => {
    renderApp({ lang: 'en', path: '/en', config: { homeView: 'guided-tours' } });
    await findPageHeading();
    const tiles = within(screen.getByRole('region', { name: 'Discover' })).getAllByRole('link');
    expect(tiles[0]?.getAttribute('href')).toBe('/en/guided-tours');
    expect(tiles[0]?.className).toContain('tile--featured');
    expect(screen.getByRole('link', { name: 'Book a guided tour' }).getAttribute('href')).toBe('/en/guided-tours');
  });

  it('a navigation key names the section too; an unknown view or a section switched off features nothing', async () => {
    const first = renderApp({ lang: 'en', path: '/en', config: { homeView: 'vouchers', hasVouchers: 0 } });
    await findPageHeading();
    expect(document.querySelector('.hero__cta[data-main-action]')).toBeNull();
    expect(document.querySelector('.tile--featured')).toBeNull();
    first.unmount();
    renderApp({ lang: 'en', path: '/en', config: { homeView: 'guidedTours' } });
    await findPageHeading();
    expect(document.querySelector('.hero__cta[data-main-action]')?.getAttribute('href')).toBe('/en/guided-tours');
  });

  it('offers today’s tickets, one step away, whenever the tickets section is on', async () => {
    const app = renderApp({ lang: 'en', path: '/en' });
    await findPageHeading();
    expect(screen.getByRole('link', { name: 'Tickets for today' }).getAttribute('href')).toBe('/en/tickets/day-tickets?day=today');
    app.unmount();
    renderApp({ lang: 'en', path: '/en', config: { hasTickets: 0 } });
    await findPageHeading();
    expect(screen.queryByRole('link', { name: 'Tickets for today' })).toBeNull();
  });
});

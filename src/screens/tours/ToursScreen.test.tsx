/** @jest-environment ./test/helpers/jsdom-env.js */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Subject } from 'rxjs';
import { renderScreen } from '../../../test/helpers/render-screen';
import { networkError, ok } from '../../../test/helpers/fake-api';
import { fakeClock } from '../../../test/helpers/fakes';
import { calendar, listEntry, MONDAY_MORNING, pathOf, price, queryOf, ticket, tourSingle, type Replies } from '../../../test/helpers/tours';
import ToursScreen from './ToursScreen';

/** The tour list's filters: labelled controls, pressed states, and the result count in a live region. */

const tours = [
  listEntry(301, { name: 'Light and Line', langIdentifier: 'de', langName: 'German', venue: 'Main building', custom_groups: [{ id: 31, name: 'Public tours' }] }),
  listEntry(302, { name: 'Collection highlights', langIdentifier: 'en', langName: 'English', venue: 'Main building', custom_groups: [{ id: 31, name: 'Public tours' }] }),
  listEntry(307, { name: 'Sculpture garden', langIdentifier: 'es', langName: 'Spanish', venue: 'Sculpture garden', custom_groups: [{ id: 32, name: 'Group tours' }] }),
];
const replies: Replies = {
  tourList: ok({ tours }),
  tourCategories: ok({ category: [{ id: 31, name: 'Public tours' }, { id: 32, name: 'Group tours' }, { id: 35, name: 'Curator-led tours' }] }),
  tourOverview: (p: unknown) => ok<Record<string, number[]>>(queryOf(p).date === '2030-05-06' ? { '2030-05-06': [301], '2030-05-07': [], '2030-05-08': [302, 307], '2030-05-09': [] } : {}),
  tourSoldout: ok([]),
  // The cards: 301 has 40 places on the 8th, 302 six on the 9th, 307 none left in the window.
  tourCalendar: (p: unknown) =>
    ok(
      ({
        301: calendar({ '2030-05-06': { '10:00': [0, 1] }, '2030-05-08': { '10:00': [40, 2] } }),
        302: calendar({ '2030-05-09': { '10:00': [6, 3] } }),
        307: calendar({ '2030-05-10': { '10:00': [0, 4] } }),
      } as Record<number, ReturnType<typeof calendar>>)[Number(pathOf(p).tour)] ?? {},
    ),
  tourSingle: ok(tourSingle({ tickets: { '1': ticket(1, 1200), '2': ticket(2, 0) }, priceList: { '9': price(9, 6000) }, schedule: {} })),
};

const mountList = (r: Replies) => renderScreen(ToursScreen, { route: 'guidedTours', lang: 'en', replies: r, deps: { clock: fakeClock(MONDAY_MORNING) } });

/** The list once its tours are in. */
async function openList(r: Replies = replies) {
  const app = await mountList(r);
  await screen.findByRole('heading', { level: 1, name: 'Guided Tours' });
  await screen.findByText('3 guided tours');
  return app;
}
const cards = () => screen.queryAllByTestId('tour-card').map((c) => within(c).getByRole('link').textContent);
/** The list's count: the page's one live status, which also names the list of cards. */
const count = () => within(screen.getByRole('main')).getByRole('status');

describe('tour list', () => {
  it('filters are a search form with labelled controls; categories without a tour are not offered', async () => {
    await openList();
    const filters = screen.getByRole('search', { name: 'Filters' });
    const languages = within(filters).getByRole('group', { name: 'Language' });
    expect(within(languages).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['German', 'English', 'Spanish']);
    const categories = within(filters).getByRole('combobox', { name: 'Category' });
    expect(within(categories).getAllByRole('option').map((o) => o.textContent)).toEqual(['All categories', 'Public tours', 'Group tours']);
    expect(within(filters).getByRole('combobox', { name: 'Location' })).toBeTruthy();
    expect(within(filters).getByLabelText('Another day').getAttribute('type')).toBe('date');
  });

  it('the result count is a status message that changes with the filters', async () => {
    await openList();
    fireEvent.click(screen.getByRole('checkbox', { name: 'German' }));
    await waitFor(() => expect(count().textContent).toBe('1 guided tour'));
    expect(cards()).toEqual(['Light and Line']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'English' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Location' }), { target: { value: 'Main building' } });
    await waitFor(() => expect(cards()).toEqual(['Light and Line', 'Collection highlights']));
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: '32' } });
    await waitFor(() => expect(count().textContent).toBe('No guided tours match your filters.'));
    fireEvent.click(screen.getAllByRole('button', { name: 'Reset filters' })[0]!);
    await waitFor(() => expect(cards()).toHaveLength(3));
  });

  it('the next-few-days buttons are toggle buttons named with their date; a day without tours cannot be chosen', async () => {
    await openList();
    const day = screen.getByRole('group', { name: 'Day' });
    const anyDay = within(day).getByRole('button', { name: 'Any day' });
    const today = within(day).getByRole('button', { name: 'Today, Monday, 6 May 2030' });
    const tomorrow = within(day).getByRole('button', { name: 'Tomorrow, Tuesday, 7 May 2030, no tours' }) as HTMLButtonElement;
    expect([anyDay.getAttribute('aria-pressed'), today.getAttribute('aria-pressed'), tomorrow.disabled]).toEqual(['true', 'false', true]);
    fireEvent.click(within(day).getByRole('button', { name: 'In two days, Wednesday, 8 May 2030' }));
    await waitFor(() => expect(cards()).toEqual(['Collection highlights', 'Sculpture garden']));
    expect(within(day).getByRole('button', { name: /^In two days/ }).getAttribute('aria-pressed')).toBe('true');
    expect(within(day).queryByRole('button', { name: /In four days/ })).toBeNull();
    expect(screen.getAllByTestId('tour-card')[0]!.querySelector('.tour-card__days')?.textContent).toMatch(/Todayno tours.*In two daysplaces available/);
  });

  it('each tour card helps choosing: its "from" price, its next date with places, and a badge when places are few or gone', async () => {
    await openList();
    const card = (name: string) => screen.getAllByTestId('tour-card').find((c) => within(c).getByRole('link').textContent === name)!;
    // What a booking costs at least (issue 31): one €60 tour, its participant on the free ticket.
    await waitFor(() => expect(card('Light and Line').textContent).toContain('from €60.00'));
    expect(card('Light and Line').querySelector('.offer-summary__price .money')?.textContent).toBe('€60.00');
    expect(card('Light and Line').textContent).toContain('Next date: 08.05.2030');
    expect(card('Light and Line').textContent).not.toMatch(/places? left|Sold out/);
    expect(card('Collection highlights').textContent).toContain('Next date: 09.05.2030');
    expect(card('Collection highlights').textContent).toContain('Only 6 places left');
    expect(card('Sculpture garden').textContent).toContain('Sold out');
    expect(card('Sculpture garden').textContent).not.toContain('Next date');
  });

  it('a card keeps its space while the cards are looked up', async () => {
    const never = new Subject<never>();
    await openList({ ...replies, tourCalendar: () => never });
    const offers = screen.getAllByTestId('tour-card').map((c) => c.querySelector('.offer-summary'));
    expect(offers.every((o) => o !== null && o.textContent === '' && o.getAttribute('aria-hidden') === 'true')).toBe(true);
  });

  it('a tour whose card cannot be looked up is listed as before', async () => {
    await openList({ ...replies, tourCalendar: (p: unknown) => (pathOf(p).tour === 302 ? networkError() : ok(calendar({ '2030-05-08': { '10:00': [40, 2] } }))) });
    await waitFor(() => expect(screen.getAllByText('Next date: 08.05.2030')).toHaveLength(2));
    expect(cards()).toEqual(['Light and Line', 'Collection highlights', 'Sculpture garden']);
    const highlights = screen.getAllByTestId('tour-card')[1]!.querySelector('.offer-summary');
    // Its summary keeps its (empty) space, hidden from screen readers like a card still to come.
    expect([highlights?.textContent, highlights?.hasAttribute('aria-hidden')]).toEqual(['', true]);
  });

  it('a failed list says so and offers to try again', async () => {
    await mountList({ ...replies, tourList: networkError() });
    const message = await screen.findByText('This content could not be loaded. Please try again.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

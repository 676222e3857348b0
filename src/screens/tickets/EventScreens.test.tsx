/** @jest-environment ./test/helpers/jsdom-env.js */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Subject } from 'rxjs';
import { findPageHeading, renderApp } from '../../../test/helpers/render-app';
import { renderScreen, type RenderScreenOptions } from '../../../test/helpers/render-screen';
import { httpError, networkError, ok } from '../../../test/helpers/fake-api';
import { fakeClock } from '../../../test/helpers/fakes';
import { dt, eventEntry, eventTicket, slot } from '../../../test/helpers/catalogue';
import { isoDate } from '../../../test/helpers/lines';
import { cents } from '../../messages';
import EventListScreen from './EventListScreen';
import EventScreen from './EventScreen';

/**
 * Tickets: the list of events (day tickets first), an event's page (a day from the calendar,
 * a time from the radio group, counts, "Add to basket" and its confirmation) and day tickets.
 */

type Replies = RenderScreenOptions['replies'];

/** Monday, 6 May 2030, 10:00 museum time. */
const NOW = Date.UTC(2030, 4, 6, 8, 0);

const EVENTS = [
  eventEntry({ id: 8, name: 'Sculpture Now', sequence_no: 2, end: dt('2030-06-30 18:00') }),
  eventEntry({ id: 7, name: 'Light and Line', sequence_no: 1, venue: 'East wing', end: null }),
];

/** Adults €14.00 and children €6.00 at 10:00 (20 places) and 12:00 (sold out) on 8 May. */
const TICKETS = [
  eventTicket({ id: 71, name: 'Adults', price: cents(1400), schedule: [slot('2030-05-08 10:00', 20), slot('2030-05-08 12:00', 0)] }),
  eventTicket({ id: 72, name: 'Children', price: cents(600), schedule: [slot('2030-05-08 10:00', 20), slot('2030-05-08 12:00', 0)] }),
];

function replies(extra: Replies = {}): Replies {
  return {
    eventList: ok({ events: EVENTS }),
    eventLifetime: ok({ first: isoDate('2030-05-01'), last: isoDate('2030-06-30') }),
    // 8 May open, 9 May sold out, every other day not on sale.
    ticketCalendar: ok({ '2030-05-08': 40, '2030-05-09': 0 }),
    ticketCollect: ok({ tickets: TICKETS }),
    dayTicketCalendar: ok({ '2030-05-08': 30, '2030-05-09': 0 }),
    dayTicketList: ok({ tickets: [{ id: 211, name: 'Adult', price: cents(1000), vat_value: 7, sequence_no: 1 }, { id: 212, name: 'Child', price: cents(0), vat_value: 7, sequence_no: 2 }] }),
    ...extra,
  };
}

/** The list (`/tickets`) or an event's page (`/tickets/:id`, day tickets too), each leading to the other. */
function open(path: string, extra: Replies = {}) {
  const list = path === '/en/tickets';
  const [route, also] = list ? (['tickets', { event: EventScreen }] as const) : (['event', { tickets: EventListScreen }] as const);
  return renderScreen(list ? EventListScreen : EventScreen, { route, lang: 'en', path, replies: replies(extra), deps: { clock: fakeClock(NOW) }, also });
}

/** The event page with 8 May chosen and its times loaded; `inShop`: in the whole shop, for the header's basket. */
async function openEventDay(extra: Replies = {}, inShop = false) {
  const app = inShop ? renderApp({ lang: 'en', path: '/en/tickets/7', replies: replies(extra), deps: { clock: fakeClock(NOW) } }) : await open('/en/tickets/7', extra);
  await screen.findByRole('heading', { level: 1, name: 'Light and Line' });
  fireEvent.click(await screen.findByRole('button', { name: /^Wednesday, 8 May 2030, Available/ }));
  await screen.findByRole('group', { name: 'Choose a time' });
  return app;
}

const times = () => screen.getByRole('group', { name: 'Choose a time' });
const messages = () => screen.getByTestId('ticket-form-messages');

describe('events list', () => {
  it('leads with the day tickets card, then the events in their order, each a link to its page', async () => {
    await open('/en/tickets');
    expect((await findPageHeading()).textContent).toBe('Admission');
    await screen.findByRole('link', { name: /Light and Line/ });
    const cards = within(screen.getByRole('main')).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(cards).toEqual(['Day tickets', 'Light and Line', 'Sculpture Now']);
    expect(screen.getByRole('link', { name: /^Day tickets/ }).getAttribute('href')).toBe('/en/tickets/day-tickets');
    const sculpture = screen.getByRole('link', { name: /Sculpture Now/ });
    expect(sculpture.getAttribute('href')).toBe('/en/tickets/8');
    expect(sculpture.textContent).toContain('Until 30.06.2030');
  });

  it('each event card helps choosing: its "from" price, its next date with places, and a badge when places are few or gone', async () => {
    await open('/en/tickets', {
      ticketCalendar: (p) => ok<Record<string, number>>(Number(p.path.id) === 7 ? { '2030-05-08': 40, '2030-05-09': 0 } : { '2030-05-08': 0, '2030-05-20': 0 }),
    });
    const light = await screen.findByRole('link', { name: /Light and Line/ });
    await waitFor(() => expect(light.textContent).toContain('from €6.00'));
    expect(light.textContent).toContain('Next date: 08.05.2030');
    expect(light.textContent).not.toMatch(/places left|Sold out/);
    expect(screen.getByRole('link', { name: /Sculpture Now/ }).textContent).toContain('Sold out');
  });

  it('an event that has ended says so on its card: no "Sold out", no "Choose your tickets"', async () => {
    const ended = eventEntry({ id: 9, name: 'Harbour Painters', sequence_no: 3, end: dt('2030-04-24 18:00') });
    await open('/en/tickets', {
      eventList: ok({ events: [...EVENTS, ended] }),
      ticketCalendar: (p) => ok<Record<string, number>>(Number(p.path.id) === 9 ? {} : { '2030-05-08': 40 }),
    });
    const card = await screen.findByRole('link', { name: /Harbour Painters/ });
    await waitFor(() => expect(screen.getByRole('link', { name: /Light and Line/ }).textContent).toContain('Next date'));
    expect(card.textContent).toContain('This event has ended.');
    expect(card.textContent).not.toMatch(/Sold out|Choose your tickets/);
    expect(screen.getByRole('link', { name: /Light and Line/ }).textContent).toContain('Choose your tickets');
  });

  it('a shop with a single event goes straight to its page', async () => {
    const app = await open('/en/tickets', { eventList: ok({ events: EVENTS.slice(1) }) });
    await screen.findByRole('heading', { level: 1, name: 'Light and Line' });
    expect(app.router.state.location.pathname).toBe('/en/tickets/7');
    expect(screen.queryByText('Something went wrong. Please try again.')).toBeNull();
  });

  it('a failed list says so, keeps the day tickets and loads again on “Try again”', async () => {
    let calls = 0;
    await open('/en/tickets', { eventList: () => (++calls === 1 ? networkError() : ok({ events: EVENTS })) });
    const alert = (await screen.findByText('This content could not be loaded. Please try again.')).closest('[role="alert"]') as HTMLElement;
    expect(alert).not.toBeNull();
    expect(screen.getByRole('link', { name: /^Day tickets/ })).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Sculpture Now/ })).toBeTruthy();
    expect(screen.queryByText('This content could not be loaded. Please try again.')).toBeNull();
  });
});

describe('event page', () => {
  it('shows the event and its lifetime; a sold-out day says so; a day with places shows its times as a radio group, a sold-out time disabled', async () => {
    const app = await open('/en/tickets/7');
    await screen.findByRole('heading', { level: 1, name: 'Light and Line' });
    expect(await screen.findByText('From 01.05.2030 to 30.06.2030')).toBeTruthy();
    // The first day with places is chosen for the visitor (issue 31: a click less), its times shown.
    expect(await screen.findByRole('button', { name: /^Wednesday, 8 May 2030, Available/, pressed: true })).toBeTruthy();
    expect(screen.queryByText('Choose a date in the calendar to see the times and tickets.')).toBeNull();
    const grid = screen.getByRole('table', { name: 'Choose a date May 2030' });
    expect(within(grid).getByRole('button', { name: 'Thursday, 9 May 2030, Sold out' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(within(grid).getByRole('button', { name: 'Thursday, 9 May 2030, Sold out' }));
    expect(await screen.findByText('This day is sold out.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Choose a time' })).toBeNull();
    fireEvent.click(within(grid).getByRole('button', { name: /^Wednesday, 8 May 2030/ }));
    expect(await screen.findByRole('group', { name: 'Choose a time' })).toBeTruthy();
    expect(within(grid).getByRole('button', { name: 'Wednesday, 8 May 2030, Available, Selected' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText('This day is sold out.')).toBeNull();
    // The first time with places is chosen; a sold-out time says so and cannot be chosen.
    const ten = within(times()).getByRole('radio', { name: /10:00\s*20 places left/ }) as HTMLInputElement;
    const noon = within(times()).getByRole('radio', { name: /12:00\s*Sold out/ }) as HTMLInputElement;
    expect([ten.checked, noon.checked, noon.disabled]).toEqual([true, false, true]);
    expect(app.runtime.state$.value.ticketForm.time).toBe('10:00');
    expect(screen.getByText('08.05.2030, 10:00')).toBeTruthy();
  });

  it('counts are labelled steppers capped at the places left; “Add to basket” adds one line per ticket at the chosen time and confirms with a way to the basket', async () => {
    const app = await openEventDay({}, true);
    // Queries stay within the ticket form: the calendar's many day buttons make page-wide ones slow.
    const form = within(screen.getByRole('heading', { level: 2, name: 'Choose your tickets' }).closest('form')!);
    const adults = form.getByRole('spinbutton', { name: 'Number of tickets: Adults' }) as HTMLInputElement;
    const add = form.getByRole('button', { name: 'Add to basket' }) as HTMLButtonElement;
    expect(adults.value).toBe('0');
    // Nothing chosen, nothing to add.
    expect(add.disabled).toBe(true);
    expect((form.getByRole('button', { name: 'Decrease quantity: Adults' }) as HTMLButtonElement).disabled).toBe(true);
    // A count typed beyond the places left stops at them (20 at 10:00).
    const children = form.getByRole('spinbutton', { name: 'Number of tickets: Children' }) as HTMLInputElement;
    fireEvent.change(children, { target: { value: '50' } });
    fireEvent.blur(children);
    await waitFor(() => expect(children.value).toBe('20'));
    fireEvent.change(children, { target: { value: '1' } });
    fireEvent.blur(children);
    const moreAdults = form.getByRole('button', { name: 'Increase quantity: Adults' });
    fireEvent.click(moreAdults);
    fireEvent.click(moreAdults);
    await waitFor(() => expect(adults.value).toBe('2'));
    expect(add.disabled).toBe(false);
    await waitFor(() => expect(form.getByText('Total').nextElementSibling?.textContent).toBe('€34.00'));
    fireEvent.click(add);
    const added = await within(messages()).findByTestId('added-to-basket');
    expect(within(added).getByText('Added to your basket.')).toBeTruthy();
    // The form starts afresh, its button disabled: the confirmation takes the focus.
    expect(adults.value).toBe('0');
    expect(document.activeElement).toBe(added);
    expect(within(added).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['2 × Light and Line – Adults', '1 × Light and Line – Children']);
    expect(within(added).getByRole('link', { name: 'View basket' }).getAttribute('href')).toBe('/en/checkout');
    // Straight on to paying, past the basket page (issue 31: fewer steps to a ticket).
    expect(within(added).getByRole('link', { name: 'Proceed to checkout' }).getAttribute('href')).toBe('/en/checkout?step=payment');
    expect(within(added).getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/en/tickets');
    const lines = app.runtime.state$.value.cart.lines;
    // By ids: the names above are the reference names (issue 28), not a part of the lines.
    expect(lines.map((l) => l.type === 'ticket' && [l.id, 'name' in l, l.datetime, l.totalCount, l.totalPrice])).toEqual([
      [71, false, '2030-05-08 10:00:00', 2, 2800],
      [72, false, '2030-05-08 10:00:00', 1, 600],
    ]);
    expect(screen.getByRole('link', { name: 'Basket 2 items' }).getAttribute('href')).toBe('/en/checkout');
  });

  it('places the basket already holds are no longer offered at that time', async () => {
    await openEventDay();
    const form = within(screen.getByRole('heading', { level: 2, name: 'Choose your tickets' }).closest('form')!);
    const children = form.getByRole('spinbutton', { name: 'Number of tickets: Children' }) as HTMLInputElement;
    fireEvent.change(children, { target: { value: '20' } });
    fireEvent.blur(children);
    await waitFor(() => expect(children.value).toBe('20'));
    fireEvent.click(form.getByRole('button', { name: 'Add to basket' }));
    await within(messages()).findByTestId('added-to-basket');
    // Adults and children share the time's 20 places: the basket holds them all.
    const adults = form.getByRole('spinbutton', { name: 'Number of tickets: Adults' }) as HTMLInputElement;
    expect(adults.disabled).toBe(true);
    expect(document.getElementById(adults.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Your basket already holds the remaining places.');
    expect((form.getByRole('button', { name: 'Add to basket' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('each time says the places left to this visitor: what the basket holds there is not offered again', async () => {
    await openEventDay();
    const times = screen.getByRole('group', { name: 'Choose a time' });
    expect(within(times).getByRole('radio', { name: /10:00/ }).closest('label')?.textContent).toContain('20 places left');
    const form = within(screen.getByRole('heading', { level: 2, name: 'Choose your tickets' }).closest('form')!);
    const adults = form.getByRole('spinbutton', { name: 'Number of tickets: Adults' }) as HTMLInputElement;
    fireEvent.change(adults, { target: { value: '4' } });
    fireEvent.blur(adults);
    await waitFor(() => expect(adults.value).toBe('4'));
    fireEvent.click(form.getByRole('button', { name: 'Add to basket' }));
    await within(messages()).findByTestId('added-to-basket');
    expect(within(times).getByRole('radio', { name: /10:00/ }).closest('label')?.textContent).toContain('16 places left');
  });

  it('an event whose calendar fails to load shows the translated error; “Try again” loads it', async () => {
    let calls = 0;
    await open('/en/tickets/7', { ticketCalendar: () => (++calls === 1 ? networkError() : ok({ '2030-05-08': 40 })) });
    const alert = (await screen.findByText('This content could not be loaded. Please try again.')).closest('[role="alert"]') as HTMLElement;
    expect(alert).not.toBeNull();
    expect(screen.queryByRole('table', { name: /^Choose a date/ })).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /^Wednesday, 8 May 2030, Available/ })).toBeTruthy();
    expect(screen.queryByText('This content could not be loaded. Please try again.')).toBeNull();
  });

  it('an event id the server does not know says it could not be found, without a retry that cannot help', async () => {
    await open('/en/tickets/999', { ticketCalendar: httpError(404), eventLifetime: httpError(404) });
    const alert = await screen.findByText('This event could not be found.');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('an address that names no event says it could not be found', async () => {
    await open('/en/tickets/light-and-line');
    expect((await findPageHeading()).textContent).toBe('Event');
    expect((await screen.findByText('This event could not be found.')).getAttribute('role')).toBe('alert');
  });
});

describe('day tickets', () => {
  it('“Tickets for today” (from the home page) opens on today, chosen: its tickets, or why there are none', async () => {
    await open('/en/tickets/day-tickets?day=today', { dayTicketCalendar: ok({ '2030-05-06': 12, '2030-05-08': 30 }) });
    expect(await screen.findByText('Valid on 06.05.2030 · 12 tickets left')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Monday, 6 May 2030/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('today sold out: the page says so at once, and another day can be chosen', async () => {
    await open('/en/tickets/day-tickets?day=today', { dayTicketCalendar: ok({ '2030-05-06': 0, '2030-05-08': 30 }) });
    expect(await screen.findByText('This day is sold out.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Wednesday, 8 May 2030, Available/ })).toBeTruthy();
  });

  it('a sold-out day offers no tickets; a day with places, then counts of each day ticket, make one basket line', async () => {
    const app = await open('/en/tickets/day-tickets');
    expect((await findPageHeading()).textContent).toBe('Day tickets');
    fireEvent.click(await screen.findByRole('button', { name: 'Thursday, 9 May 2030, Sold out' }));
    expect(await screen.findByText('This day is sold out.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to basket' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Wednesday, 8 May 2030, Available/ }));
    expect(await screen.findByText('Valid on 08.05.2030 · 30 tickets left')).toBeTruthy();
    expect(within(screen.getByTestId('day-ticket-212')).getByText('Free')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity: Adult' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity: Adult' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity: Child' }));
    await waitFor(() => expect((screen.getByRole('spinbutton', { name: 'Number of tickets: Child' }) as HTMLInputElement).value).toBe('1'));
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('€20.00');
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    const added = await screen.findByTestId('added-to-basket');
    expect(within(added).getByRole('listitem').textContent).toBe('2 × Adult, 1 × Child');
    expect(within(added).getByRole('link', { name: 'View basket' }).getAttribute('href')).toBe('/en/checkout');
    const [line] = app.runtime.state$.value.cart.lines;
    expect(line?.type === 'dayTicket' && [line.date, line.totalCount, line.totalPrice]).toEqual(['2030-05-08', 3, 2000]);
  });
});

/** An answer held back until `release()`: the page's loading state stays to be looked at. */
function held<A>(data: A) {
  const answer = new Subject<ReturnType<typeof ok<A>>>();
  return {
    reply: () => answer,
    release: () =>
      act(() => {
        answer.next(ok(data));
        answer.complete();
      }),
  };
}

/** The calendar's box while it loads: today's month with placeholder days, busy, and one status. */
function expectLoadingCalendar(month: string) {
  const calendar = document.querySelector('.booking__calendar .month-calendar') as HTMLElement;
  expect(calendar.getAttribute('aria-busy')).toBe('true');
  expect(within(calendar).getByText(month)).toBeTruthy();
  expect(within(calendar).getAllByTestId('calendar-placeholder')).toHaveLength(31);
  expect(within(calendar).queryAllByRole('button', { name: /May 2030/ })).toHaveLength(0);
  expect(screen.getAllByRole('status').filter((s) => s.textContent === 'Loading…')).toHaveLength(1);
}

describe('calendars while they load', () => {
  it('the event page shows today’s month with placeholder days in the calendar’s place, then the calendar', async () => {
    const calendar = held({ '2030-05-08': 40, '2030-05-09': 0 });
    await open('/en/tickets/7', { ticketCalendar: calendar.reply });
    await screen.findByRole('heading', { level: 1, name: 'Light and Line' });
    expectLoadingCalendar('May 2030');
    calendar.release();
    const grid = await screen.findByRole('table', { name: 'Choose a date May 2030' });
    expect(grid.closest('.month-calendar')?.getAttribute('aria-busy')).toBe('false');
    expect(screen.queryAllByTestId('calendar-placeholder')).toHaveLength(0);
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(within(grid).getByRole('button', { name: /^Wednesday, 8 May 2030, Available/ })).toBeTruthy();
  });

  it('an event opened by a link keeps the page below its heading until the list gives its name and venue, so nothing moves when they come', async () => {
    const list = held({ events: EVENTS });
    await open('/en/tickets/7', { eventList: list.reply });
    expect((await findPageHeading()).textContent).toBe('Event');
    // The lifetime and the calendar have answered; the name has not.
    await waitFor(() => expect(screen.getAllByRole('status').filter((s) => s.textContent === 'Loading…')).toHaveLength(1));
    expect(document.querySelector('.event-header__lifetime')).toBeNull();
    expect(document.querySelector('.booking')).toBeNull();
    list.release();
    await screen.findByRole('heading', { level: 1, name: 'Light and Line' });
    expect(screen.getByText('East wing')).toBeTruthy();
    expect(document.querySelector('.event-header__lifetime')?.textContent).toBe('From 01.05.2030 to 30.06.2030');
    expect(await screen.findByRole('table', { name: 'Choose a date May 2030' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('a list that fails does not hold the event: its calendar and lifetime show under the general heading', async () => {
    await open('/en/tickets/7', { eventList: httpError(503) });
    expect(await screen.findByRole('table', { name: 'Choose a date May 2030' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Event');
    expect(document.querySelector('.event-header__lifetime')?.textContent).toBe('From 01.05.2030 to 30.06.2030');
  });

  it('the day tickets page does the same', async () => {
    const calendar = held({ '2030-05-08': 30 });
    await open('/en/tickets/day-tickets', { dayTicketCalendar: calendar.reply });
    expect((await findPageHeading()).textContent).toBe('Day tickets');
    await waitFor(() => expectLoadingCalendar('May 2030'));
    calendar.release();
    expect(await screen.findByRole('button', { name: /^Wednesday, 8 May 2030, Available/ })).toBeTruthy();
    expect(screen.queryAllByTestId('calendar-placeholder')).toHaveLength(0);
    expect(screen.queryByText('Loading…')).toBeNull();
  });
});

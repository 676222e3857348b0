import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { heading, main } from './steps';
import { expectNoSeriousA11yViolations } from './axe';

/**
 * Guided tours (issue 5) in Debian's Chromium against the sandbox: filter the list by language
 * and venue, book a tour on the next available date answering every question type, see the
 * messages for too few and too many tickets, and find the line in the basket. Every page
 * visited gets an axe-core check. Dates are relative to today, like the sandbox's catalogue.
 */

test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/__sandbox/reset')).ok()).toBe(true);
});

const tourCards = (page: Page) => page.getByTestId('tour-card');
const messages = (page: Page) => page.getByTestId('tour-message');
const calendarGrid = (page: Page) => page.locator('.tour-calendar .month-calendar__grid');

/** Opens a page with the cookie notice already accepted in this session (it would cover the form). */
async function start(page: Page, path: string): Promise<void> {
  await page.addInitScript(() => window.sessionStorage.setItem('cookiesAccepted', 'true'));
  await page.goto(path);
}

/** A count field: type the number and confirm with Enter, as a keyboard user would. */
async function setCount(field: Locator, value: number): Promise<void> {
  await field.fill(String(value));
  await field.press('Enter');
  await expect(field).toHaveValue(String(value));
}

/** The tour page has opened on a date with a time chosen. */
async function chosenDate(page: Page): Promise<string> {
  const selected = calendarGrid(page).locator('button[aria-pressed="true"]');
  await expect(selected).toHaveCount(1);
  await expect(page.locator('input[name="tour-time"]:checked')).toHaveCount(1);
  return (await selected.getAttribute('data-date')) ?? '';
}

test('the list filters by language and venue, and says when no tour matches', async ({ page }) => {
  await start(page, '/en/guided-tours');
  await expect(heading(page)).toHaveText('Guided tours');
  await expect(tourCards(page)).toHaveCount(8);
  await expect(page.getByRole('button', { name: /^Today, / })).toBeVisible();
  await expect(page.getByRole('button', { name: /^In three days, / })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByRole('checkbox', { name: 'German' }).check();
  await expect(tourCards(page)).toHaveCount(3);
  await expect(main(page).getByRole('status').first()).toHaveText('3 guided tours');

  await filters.getByLabel('Location').selectOption('Main building');
  await expect(tourCards(page)).toHaveCount(2);
  await expect(tourCards(page).getByRole('link')).toHaveText(['Public tour: Light and Line (in German)', 'Group tour: Light and Line']);
  await expectNoSeriousA11yViolations(page);

  // Spanish tours only run in the sculpture garden.
  await filters.getByRole('checkbox', { name: 'German' }).uncheck();
  await filters.getByRole('checkbox', { name: 'Spanish' }).check();
  await expect(tourCards(page)).toHaveCount(0);
  await expect(main(page).getByText('No guided tours match your filters.').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await filters.getByRole('button', { name: 'Reset filters' }).click();
  await expect(tourCards(page)).toHaveCount(8);
});

test('book a tour on the next available date, answering every question type, and find it in the basket', async ({ page }) => {
  await start(page, '/en/guided-tours');
  await main(page).getByRole('link', { name: 'Group tour: Light and Line' }).click();
  await expect(heading(page)).toHaveText('Group tour: Light and Line');

  // The page opens on the next available date: the first day the calendar marks available.
  const date = await chosenDate(page);
  const available = await calendarGrid(page).locator('button.calendar-day--available').evaluateAll((els) => els.map((e) => e.getAttribute('data-date') ?? ''));
  expect(date).toBe([...available].sort()[0]);
  await expect(calendarGrid(page).locator(`button[data-date="${date}"]`)).toHaveAttribute('aria-label', /places? left$/);
  const time = await page.locator('input[name="tour-time"]:checked').inputValue();
  // Sold-out times are marked and cannot be chosen (the first day's 10:00 is fully booked on weekdays).
  for (const radio of await page.locator('input[name="tour-time"]:disabled').all()) await expect(radio).toHaveAccessibleName(/Sold out/);
  await expectNoSeriousA11yViolations(page);

  // Add to basket before anything is chosen: the form says what is missing.
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(messages(page)).toContainText(['Please choose the tickets or tours you would like to book.', 'Please answer all mandatory fields.']);
  await expect(page.getByRole('textbox', { name: /Name of the group/ })).toHaveAttribute('aria-invalid', 'true');

  await setCount(page.getByRole('spinbutton', { name: /^60-minute tour/ }), 1);
  await setCount(page.getByRole('spinbutton', { name: 'Group rate, adults' }), 3);
  const schoolClass = page.getByRole('group', { name: /School class/ });
  await setCount(schoolClass.getByRole('spinbutton', { name: 'Pupil' }), 20);
  await setCount(schoolClass.getByRole('spinbutton', { name: 'Teacher' }), 2);
  await expect(page.locator('.tour-form__participants')).toContainText('25 participants');

  const questions = page.getByRole('group', { name: 'Additional information' });
  await questions.getByRole('radio', { name: 'Primary school' }).check();
  await questions.getByRole('combobox', { name: 'How did you hear about us?' }).selectOption({ label: 'Recommendation' });
  await questions.getByRole('checkbox', { name: 'a wheelchair-accessible route' }).check();
  await questions.getByRole('checkbox', { name: 'folding stools' }).check();
  await questions.getByRole('checkbox', { name: 'folding stools' }).uncheck();
  await questions.getByRole('textbox', { name: /Name of the group/ }).fill('Class 4b, Harbour Primary School');
  await questions.getByRole('textbox', { name: 'Notes for the guide' }).fill('Two pupils use a wheelchair.');
  await questions.getByRole('textbox', { name: /Number of accompanying adults/ }).fill('2');
  await expect(messages(page)).toHaveCount(0);
  // The tour (90.00, on Sundays the schedule's own price list: 110.00) + 3 × 9.00 + 20 pupils × 2.00
  const sunday = new Date(`${date}T12:00:00Z`).getUTCDay() === 0;
  const total = sunday ? '€177.00' : '€157.00';
  await expect(page.locator('.tour-form__amount')).toHaveText(total);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your basket.' })).toBeVisible();
  // The free text never went into the session log.
  const log = await page.evaluate(() => (window as unknown as { foyer: { exportLog(): Promise<string> } }).foyer.exportLog());
  expect(log).toContain('TourAddedToBasket');
  expect(log).not.toContain('Harbour Primary School');
  expect(log).not.toContain('wheelchair.');

  await page.getByRole('link', { name: 'View basket' }).click();
  await expect(heading(page)).toHaveText('Basket');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Guided tour');
  await expect(line).toContainText('Group tour: Light and Line');
  await expect(line).toContainText(new RegExp(`${date.slice(8, 10)}\\.${date.slice(5, 7)}\\.${date.slice(0, 4)},? ${time}`));
  await expect(line).toContainText(total);
  await expectNoSeriousA11yViolations(page);
});

test('a calendar’s days take their colours at once as the availability comes in; a colour fades only under the pointer', async ({ page }) => {
  // month-calendar.css, docs/performance.md "A calendar's days take their colours at once". Every
  // transition a day runs from the first paint on is recorded, before the page's own code runs.
  await page.addInitScript(() => {
    const faded: string[] = [];
    Object.defineProperty(window, '__dayTransitions', { value: faded });
    document.addEventListener('transitionrun', (event) => {
      if (event.target instanceof Element && event.target.classList.contains('calendar-day')) faded.push(event.propertyName);
    });
  });
  await start(page, '/en/guided-tours/302');
  await chosenDate(page);
  const faded = () => page.evaluate(() => (window as unknown as { __dayTransitions: string[] }).__dayTransitions.length);
  expect(await calendarGrid(page).locator('button.calendar-day--available').count()).toBeGreaterThan(0);
  expect(await faded()).toBe(0);
  // Under the pointer an available day still fades to its hover border.
  await calendarGrid(page).locator('button.calendar-day--available:not(.is-selected)').first().hover();
  await expect.poll(faded).toBeGreaterThan(0);
});

test('a sold-out day offers the next available date', async ({ page }) => {
  await start(page, '/en/guided-tours/302');
  await expect(heading(page)).toHaveText('Collection highlights');
  const opened = await chosenDate(page);

  // The tour's first day after today is fully booked: it is marked, and choosing it offers the next date.
  // It lies in the month shown, the one before or the one after (whichever day today is).
  const soldOut = calendarGrid(page).locator('button.calendar-day--soldOut');
  for (const move of ['Previous month', 'Next month', 'Next month']) {
    if ((await soldOut.count()) > 0) break;
    const button = page.getByRole('button', { name: move });
    if (await button.isDisabled()) continue;
    await button.click();
    await expect(page.locator('.tour-calendar')).toHaveAttribute('aria-busy', 'false');
  }
  const full = (await soldOut.first().getAttribute('data-date')) ?? '';
  await expect(soldOut.first()).toHaveAttribute('aria-label', /, Sold out$/);
  await soldOut.first().click();
  const offer = page.locator('.tour-offer');
  await expect(offer).toContainText('There are no places left on this day. The next available date is');
  await expect(page.locator('input[name="tour-time"]:checked')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await offer.getByRole('button', { name: /^Choose / }).click();
  await expect(offer).toBeEmpty();
  const next = await chosenDate(page);
  expect(next > full).toBe(true);
  expect(opened <= next).toBe(true);

  // Keyboard: the calendar is one tab stop; arrows move, Enter chooses.
  const focused = calendarGrid(page).locator('button[tabindex="0"]');
  await focused.focus();
  await page.keyboard.press('ArrowRight');
  await expect(calendarGrid(page).locator('button[tabindex="0"]')).toBeFocused();
});

test('the messages for too few and too many tickets', async ({ page }) => {
  await start(page, '/en/guided-tours/306');
  await expect(heading(page)).toHaveText('Tour in Italian');
  await chosenDate(page);

  await setCount(page.getByRole('spinbutton', { name: 'Tour', exact: true }), 1);
  await expect(messages(page)).toHaveText(['You have selected fewer tickets than tours. Please choose one ticket per tour.']);
  await expectNoSeriousA11yViolations(page);

  const tickets = page.getByRole('spinbutton', { name: 'Tour ticket incl. admission' });
  await setCount(tickets, 2);
  await expect(messages(page)).toHaveText(['You have selected more tickets than tours. Please choose one ticket per tour.']);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(messages(page)).toHaveText(['You have selected more tickets than tours. Please choose one ticket per tour.']);
  await expect(page.locator('.tour-form__messages')).toBeFocused();

  await setCount(tickets, 1);
  await expect(messages(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your basket.' })).toBeVisible();
  // The form starts afresh for the next booking.
  await expect(page.getByRole('spinbutton', { name: 'Tour', exact: true })).toHaveValue('0');
});

test('an unknown tour shows the not-found state', async ({ page }) => {
  await start(page, '/en/guided-tours/9999');
  await expect(main(page).getByText('This guided tour could not be found.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await main(page).getByRole('link', { name: 'Guided tours' }).click();
  await expect(heading(page)).toHaveText('Guided tours');
});

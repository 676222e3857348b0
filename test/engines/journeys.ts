import { readFile } from 'node:fs/promises';
import { strict as assert } from 'node:assert';
import type { Browser } from './browser';
import { css, heading, label, main, nth, role, testId, text, within, withText } from './query';
import { addedToBasket, addProduct, addToBasket, approveAndComplete, basketCount, bookingMails, cartLines, chooseAvailableDay, cookieNotice, museumDate, payWith, signedInAtPayment, start, toPayment } from './steps';

/**
 * The core journeys of issue 27, written once for every engine: what a visitor does from home to
 * the success page, and QA's import. Each starts from an empty session and a reset sandbox.
 */
export interface Journey {
  readonly name: string;
  run(b: Browser): Promise<void>;
}

const browseAndAdd: Journey = {
  name: 'browse and add a timed ticket, a tour, a product and a voucher with an amount; the basket takes a voucher code',
  async run(b) {
    // A first visit: home with the cookie notice, accepted.
    await b.goto('/en');
    await b.hasText(heading, 'Welcome to our online shop');
    // The notice's text is server HTML, sanitised by the browser's own Sanitizer API where it
    // has one (Chromium, Firefox) and by DOMPurify elsewhere (WebKit): shown either way.
    await b.visible(within(cookieNotice, text(/^We use cookies/)));
    await b.visible(within(cookieNotice, role('link', 'privacy policy')));
    await b.screenshot('home');
    await b.click(role('button', 'Accept cookies'));
    await b.hidden(cookieNotice);
    // The footer's tools read as two controls, not as "Cookie settingsReport a problem".
    const footer = role('contentinfo');
    const settings = (await b.visible(within(footer, role('button', 'Cookie settings')))).box!;
    const report = (await b.visible(within(footer, role('button', 'Report a problem')))).box!;
    assert.ok(report.x - (settings.x + settings.width) >= 8 || report.y >= settings.y + settings.height, `footer tools apart: ${JSON.stringify([settings, report])}`);

    // A timed ticket: the event from the list, a day next week, its first time, one adult.
    await b.click(within(role('banner'), role('link', 'Admission')));
    await b.hasText(heading, 'Admission');
    await b.click(within(main, role('link', /Light and Line/)));
    await b.hasText(heading, 'Light and Line. Modern Drawings');
    await chooseAvailableDay(b, museumDate(7));
    const times = role('group', 'Choose a time');
    await b.count(within(times, role('radio', undefined, { checked: true })), 1);
    const adults = testId('ticket-1001');
    await b.click(within(adults, role('button', 'Increase quantity: Adults')));
    await b.hasValue(within(adults, role('spinbutton')), '1');
    await b.screenshot('ticket');
    await addToBasket(b, /^1 × Light and Line\. Modern Drawings – Adults$/);

    // A public tour on the date it opens on: two adults.
    await b.click(within(role('banner'), role('link', 'Guided tours')));
    await b.hasText(heading, 'Guided tours');
    await b.click(within(main, role('link', 'Collection highlights')));
    await b.hasText(heading, 'Collection highlights');
    await b.count(css('input[name="tour-time"]:checked'), 1);
    await b.enter(role('spinbutton', 'Adults'), '2');
    await b.screenshot('tour', { fromTop: true });
    await addToBasket(b, /Collection highlights/);

    // A poster, two of them.
    await b.goto('/en/product/5101');
    await b.visible(heading);
    await b.enter(label('Quantity'), '2');
    await b.screenshot('product');
    await addToBasket(b, /^2 × /);

    // A voucher of the visitor's amount: a preset, then typed.
    await b.click(within(role('banner'), role('link', 'Gift vouchers')));
    await b.click(within(main, role('link', /choose your amount/)));
    const amount = label('Amount in EUR');
    await b.hasValue(amount, '30');
    await b.click(within(role('group', 'Popular amounts'), role('button', '€50.00')));
    await b.hasValue(amount, '50');
    await b.fill(amount, '75.50');
    await b.press(amount, 'Tab');
    await b.hasValue(amount, '75.50');
    await b.screenshot('voucher');
    await addToBasket(b, /choose your amount/);

    // The basket: four lines, then a voucher code lowers what is left to pay.
    await b.click(within(addedToBasket, role('link', 'View basket')));
    await b.hasText(heading, 'Basket');
    await b.count(cartLines, 4);
    await b.hasText(basketCount, '4');
    const before = await b.text(testId('cart-total'));
    await b.fill(role('textbox', 'Voucher code'), 'KAH-GUT-0050');
    await b.click(role('button', 'Redeem'));
    await b.hasText(testId('voucher-code-message'), /KAH-GUT-0050/);
    await b.expect(testId('cart-total'), `differs from ${before}`, (s) => s.count === 1 && s.text !== before);
    await b.screenshot('basket', { fromTop: true });
  },
};

const signInAndPayByCard: Journey = {
  name: 'sign in, pay by card: cancel at the provider, fail there, then approve; the success page',
  async run(b) {
    await signedInAtPayment(b);
    await b.visible(within(main, text(/Rheinuferstraße 12/)));
    await b.screenshot('payment');

    await payWith(b, 'Credit card');
    await b.screenshot('provider');
    await b.click(role('button', 'Cancel'));
    await b.atUrl(/\/en\/checkout\/canceled$/);
    await b.visible(within(main, text('You cancelled the payment. Your basket has been kept.')));
    await b.click(within(main, role('link', 'Return to basket')));
    await b.atUrl(/\/en\/checkout$/);
    await b.count(cartLines, 1);

    await toPayment(b);
    await payWith(b, 'Credit card');
    await b.click(role('button', 'Make the payment fail'));
    await b.atUrl(/\/en\/checkout\/failed$/);
    await b.hasText(nth(within(main, role('alert')), 0), 'Payment not completed successfully, please try again.');
    await b.click(within(main, role('link', 'Pay again')));
    await b.atUrl(/\/en\/checkout\?step=payment$/);

    await payWith(b, 'Credit card');
    await approveAndComplete(b);
    await b.screenshot('success');
    assert.equal(await bookingMails(b), 1, 'one confirmation mail');
  },
};

const payBySepa: Journey = {
  name: 'pay by SEPA direct debit through the provider page; the IBAN stays out of the log',
  async run(b) {
    await signedInAtPayment(b);
    await b.check(within(main, label('SEPA direct debit')));
    await b.fill(within(main, label('Account holder')), 'Anna Becker');
    await b.fill(within(main, label('IBAN')), 'de89370400440532013000');
    await b.hasValue(within(main, label('IBAN')), 'DE89 3704 0044 0532 0130 00');
    await payWith(b, 'SEPA direct debit');
    await approveAndComplete(b);
    assert.equal(await bookingMails(b), 1, 'one confirmation mail');
    const log = await b.evaluate(() => (window as unknown as { foyer: { exportLog(): Promise<string> } }).foyer.exportLog(), null);
    assert.doesNotMatch(log, /DE89|3704 ?0044/, 'the IBAN is not in the event log');
  },
};

const switchLanguage: Journey = {
  name: 'switch the language from the header: the same page, reloaded in German',
  async run(b) {
    await start(b, '/en/tickets');
    await b.hasText(heading, 'Admission');
    await b.click(css('.language-menu summary'));
    await b.click(within(role('banner'), role('link', 'Deutsch')));
    await b.atUrl(/\/de\/tickets$/);
    await b.hasText(heading, 'Eintritt');
    await b.hasAttribute(css('html'), 'lang', 'de');
    await b.visible(within(role('banner'), role('link', 'Führungen')));
  },
};

const qaImport: Journey = {
  name: 'QA workbench: a reported session imported from a file replays the visitor’s basket; leaving gives the own session back',
  async run(b) {
    await start(b, '/en');
    await addProduct(b, 5101, 2);
    await b.goto('/en/checkout');
    await b.count(cartLines, 1);
    const line = await b.text(cartLines);
    const footer = role('contentinfo');
    await b.click(within(footer, role('button', 'Report a problem')));
    await b.hasText(within(footer, role('status')), 'The problem report has been downloaded. Please attach the file to your message to us.');
    // The file the browser saved is what a visitor would attach, and what QA opens.
    const file = await b.download(/^foyer-capsule-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.json$/);
    const capsule = JSON.parse(await readFile(file, 'utf8')) as { format: string; lang: string; route: { name: string } };
    assert.equal(capsule.format, 'foyer-capsule');
    assert.deepEqual([capsule.lang, capsule.route.name], ['en', 'checkout']);

    // The tester's own session, then the workbench.
    await b.click(within(cartLines, role('button', 'Remove from basket')));
    await b.click(within(cartLines, role('button', 'Yes, remove')));
    await b.count(cartLines, 0);
    await b.goto('/en/qa');
    await b.hasText(heading, 'QA workbench');
    await b.fill(label('…or paste its content'), '{"hello": 1}');
    await b.click(role('button', 'Open in replay mode'));
    await b.visible(withText(role('alert'), /not a readable bug capsule/));
    await b.screenshot('qa-import');

    await b.upload(label('Capsule file'), file);
    const dock = role('complementary', 'QA workbench');
    await b.hasText(within(dock, role('status')), /Replay of a bug capsule from/);
    await b.atUrl(/\/en\/checkout$/);
    await b.count(cartLines, 1);
    assert.equal(await b.text(cartLines), line, 'the replayed basket line is the visitor’s');
    await b.screenshot('qa-replay');
    await b.click(within(dock, role('button', 'Leave replay')));
    await b.hasText(heading, 'QA workbench');
    await b.count(dock, 0);
    await b.goto('/en/checkout');
    await b.count(cartLines, 0);
  },
};

export const JOURNEYS: readonly Journey[] = [browseAndAdd, signInAndPayByCard, payBySepa, switchLanguage, qaImport];

import { cents } from '../../messages';
import { initialCart } from '../cart/read-model';
import { annualPassLine, count, dayTicketLine, guidedTourLine, merchandiseLine, ticketLine, voucherCodeLine, voucherLine } from '../../../test/helpers/lines';
import { cartItem, paidItems, paymentInitBody, type PrivateParts } from './payload';

const parts: PrivateParts = {
  owners: (refs) => refs.map((r) => (r === 'gone' ? undefined : { name: `Owner ${r}`, address: '', send_to_custom_addr: false })),
  answers: (answers) => Object.fromEntries(Object.entries(answers).map(([k, a]) => [k, { ...a, value: a.value === 'private:1' ? 'Class 7b' : a.value }])),
  partner: () => 'hotel-am-kai',
};

describe('cart items for payment init (cart version 1)', () => {
  it('drops the shop-internal fields and puts back pass owners and private tour answers', () => {
    const pass = cartItem(annualPassLine({ ownerRefs: ['a', 'gone'], count: count(2) }), parts);
    expect(pass).not.toHaveProperty('lineId');
    expect(pass).not.toHaveProperty('ownerRefs');
    expect(pass.owners).toEqual([
      { name: 'Owner a', address: '', send_to_custom_addr: false },
      { name: '', address: '', send_to_custom_addr: false },
    ]);
    const tour = cartItem(guidedTourLine({ answers: { '701': { qId: 701, type: 'text', value: 'private:1' }, '702': { qId: 702, type: 'radio', value: 3 } } }), parts);
    expect(tour.answers).toEqual({ '701': { qId: 701, type: 'text', value: 'Class 7b' }, '702': { qId: 702, type: 'radio', value: 3 } });
    // The venue is the shop's note for the calendar file: never sent.
    expect(tour).not.toHaveProperty('venue');
    expect(cartItem(guidedTourLine({ venue: 'Main building' }), parts)).not.toHaveProperty('venue');
    expect(cartItem(ticketLine({ venue: 'East wing' }), parts)).not.toHaveProperty('venue');
    // 001 §3's line fields: a tour item's vat_value is a tax rate (the VAT the line holds for the
    // basket stays home); ticket items carry single_ticketing, sold one ticket per place.
    const mixed = cartItem(guidedTourLine({ vat_value: 19, includedVat: cents(1685) }), parts);
    expect([mixed.vat_value, 'includedVat' in mixed]).toEqual([19, false]);
    expect(cartItem(ticketLine(), parts)).toMatchObject({ type: 'ticket', single_ticketing: 1 });
    expect(cartItem(dayTicketLine(), parts)).toMatchObject({ type: 'dayTicket', single_ticketing: 1 });
    const code = cartItem(voucherCodeLine({ barcode: 'KAH-GUT-0050' }), parts);
    expect(code).toMatchObject({ type: 'voucherCode', barcode: 'KAH-GUT-0050' });
    expect(code).not.toHaveProperty('available');
  });

  it('the init body: payart, aux (account details only for 74/164, wallet, partner), cart with invoice flag, return URLs', () => {
    const cart = { ...initialCart, lines: [merchandiseLine()], requestInvoice: false, externalDocumentNumber: 'PO-17' };
    const urls = { continueUrl: 'https://shop.example/de/checkout/accepted', cancelUrl: 'https://shop.example/de/checkout/canceled' };
    const sepa = paymentInitBody(cart, { payart: 74, wallet: null, directDebit: { accountHolder: ' Anna Becker ', iban: 'de89 3704 0044 0532 0130 00' }, ...urls }, parts);
    expect(sepa.aux).toEqual({ Accountholder: 'Anna Becker', IBAN: 'DE89370400440532013000', partner: 'hotel-am-kai' });
    expect(sepa.cart).toMatchObject({ ver: 1, external_document_number: 'PO-17', send_invoice: 0 });
    expect(sepa.url).toEqual({ continue: urls.continueUrl, cancel: urls.cancelUrl });
    const card = paymentInitBody(cart, { payart: 78, wallet: null, directDebit: { accountHolder: 'A', iban: 'DE89370400440532013000' }, ...urls }, parts);
    expect(card.aux).toEqual({ partner: 'hotel-am-kai' });
    const wallet = paymentInitBody({ ...cart, requestInvoice: true }, { payart: 78, wallet: 'GOOGLEPAY', directDebit: null, ...urls }, { ...parts, partner: () => null });
    expect(wallet.aux).toEqual({ wallet: 'GOOGLEPAY' });
    expect(wallet.cart.send_invoice).toBe(1);
  });

  it('a voucher code’s item says what it keeps and what it takes off, in cents (001 §3, computed as 000 §4)', () => {
    const lines = [merchandiseLine({ price: cents(3000), count: count(1), totalCount: count(1), totalPrice: cents(3000) }), voucherCodeLine({ lineId: 'c1', available: cents(5000) })];
    const body = paymentInitBody({ ...initialCart, lines }, { payart: 78, wallet: null, directDebit: null, continueUrl: 'c', cancelUrl: 'x' }, parts);
    expect(body.cart.items[1]).toMatchObject({ type: 'voucherCode', remaining: 2000, discount: -3000 });
    expect(body.cart.items[0]).not.toHaveProperty('remaining');
  });

  it('§3 names every line: the name in the page’s language, else one an earlier log kept, else none', () => {
    const { name: _none, ...fresh } = merchandiseLine({ id: 501 });
    expect(cartItem(fresh, { ...parts, name: () => 'Exhibition catalogue' })).toMatchObject({ name: 'Exhibition catalogue' });
    expect(cartItem(merchandiseLine({ name: 'Ausstellungskatalog' }), { ...parts, name: () => undefined })).toMatchObject({ name: 'Ausstellungskatalog' });
    expect(cartItem(fresh, parts)).not.toHaveProperty('name');
  });
});

describe('paid items (what the success page keeps)', () => {
  it('names, counts, totals and dates of every line except voucher codes', () => {
    const items = paidItems([
      ticketLine({ datetime: '2030-05-08 11:00:00', datetime_end: null, venue: 'East wing' }),
      dayTicketLine(),
      guidedTourLine({ time: '15:00:00', venue: 'Main building' }),
      voucherLine({ totalPrice: cents(2500) }),
      voucherCodeLine(),
    ]);
    expect(items.map((i) => i.type)).toEqual(['ticket', 'dayTicket', 'guidedTour', 'voucher']);
    expect(items[0]).toMatchObject({ date: '2030-05-08', time: '11:00', venue: 'East wing' });
    expect(items[2]).toMatchObject({ time: '15:00', venue: 'Main building' });
    expect(items[1]).not.toHaveProperty('venue');
    expect(items[3]).not.toHaveProperty('date');
  });
});

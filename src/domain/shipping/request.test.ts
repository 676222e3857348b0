import { customerCountry, knownCountry, needsShipping, shippingCents, startCountry } from './request';
import { annualPassLine, dayTicketLine, merchandiseLine, ticketLine, voucherLine } from '../../../test/helpers/lines';
import type { CustomerData } from '../../api/codecs/customer';
import { cents } from '../../messages';

const customer = (country: string, shipping: string | null = null): CustomerData => ({
  fname: 'A', lname: 'B', email: 'a@b.example', phone: null, company: { name: null }, salutation: null,
  addrBilling: { name: 'A B', street: 'S 1', zip: '1', city: 'C', country },
  addrShipping: shipping === null ? null : { name: 'A B', street: 'S 2', zip: '2', city: 'D', country: shipping },
});

describe('the shipping request body (000 §7, 001 §7)', () => {
  it('only merchandise (and annual passes, which are merchandise articles) need shipping', () => {
    expect(needsShipping([ticketLine(), voucherLine(), dayTicketLine()])).toBe(false);
    expect(needsShipping([ticketLine(), merchandiseLine()])).toBe(true);
    expect(needsShipping([annualPassLine()])).toBe(true);
  });

  it('the country: logged-in customer, else the form, else the stored customer (000 §5)', () => {
    expect(knownCountry(true, customer('AT'), 'DE')).toBe('AT');
    expect(knownCountry(true, customer('AT', 'CH'), 'DE')).toBe('CH');
    expect(knownCountry(false, customer('AT'), 'DE')).toBe('DE');
    expect(knownCountry(false, customer('AT'), null)).toBe('AT');
    expect(knownCountry(true, null, 'NL')).toBe('NL');
    expect(knownCountry(false, null, null)).toBeNull();
    expect(customerCountry(null)).toBeNull();
  });

  it('the country the shipping form starts from: only for a parcel, nobody’s choice yet and a customer the server does not know (000 §4)', () => {
    const parcel = [merchandiseLine()];
    const guest = { token: null, customer: customer('AT') };
    expect(startCountry(parcel, null, guest, 'DE')).toBe('AT');
    expect(startCountry(parcel, null, { token: null, customer: null }, 'DE')).toBe('DE');
    expect(startCountry(parcel, 'NL', guest, 'DE')).toBeNull();
    expect(startCountry(parcel, null, { ...guest, token: 't' }, 'DE')).toBeNull();
    expect(startCountry([ticketLine()], null, guest, 'DE')).toBeNull();
  });

  it('a non-numeric shipping value counts as 0', () => {
    expect(shippingCents(cents(495))).toBe(495);
    expect(shippingCents('990')).toBe(990);
    expect(shippingCents(' 450 ')).toBe(450);
    // Digits only: what Number() would also read ('1e3', '0x10') is no amount of cents.
    expect([shippingCents('1e3'), shippingCents('0x10')]).toEqual([0, 0]);
    expect(shippingCents('4,95 EUR')).toBe(0);
    expect(shippingCents(null)).toBe(0);
  });
});

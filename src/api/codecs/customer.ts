import * as t from 'io-ts';
import { Flag } from './common';

// The signed-in customer is read by the page frame (auth store) on every page; the rest of the
// customer's codecs come with the runtime's screens.
export { Address, CustomerData } from './customer-data';

export const CustomerFormData = t.type(
  {
    countries: t.record(t.string, t.string),
    salutations: t.record(t.string, t.string),
    required_fields: t.array(t.string),
    visible_fields: t.array(t.string),
  },
  'CustomerFormData',
);
export type CustomerFormData = t.TypeOf<typeof CustomerFormData>;


// ---- request bodies -------------------------------------------------------------------

const ShippingAddress = t.type(
  { name: t.string, street: t.string, zip: t.string, city: t.string, country: t.string },
  'ShippingAddress',
);

/**
 * The `c` object of the register, guest-register, update and validate calls. The server
 * decides what is required (customerFormData.required_fields); country is sent only when the
 * country field is visible; shipping always (001 §7), the billing address when the parcel goes there.
 */
export const CustomerPayload = t.intersection(
  [
    t.type({
      email: t.string,
      salutation: t.string,
      fname: t.string,
      lname: t.string,
      company: t.string,
      phone: t.string,
      street: t.string,
      zip: t.string,
      city: t.string,
      shipping: ShippingAddress,
    }),
    t.partial({ country: t.string, send_invoice: Flag }),
  ],
  'CustomerPayload',
);
export type CustomerPayload = t.TypeOf<typeof CustomerPayload>;

export const RegisterPayload = t.intersection([CustomerPayload, t.type({ password: t.string })], 'RegisterPayload');
export type RegisterPayload = t.TypeOf<typeof RegisterPayload>;

/** 422 body of the form calls: field → message, or several messages. */
export const FieldErrors = t.type(
  { errors: t.record(t.string, t.union([t.string, t.array(t.string)])) },
  'FieldErrors',
);
export type FieldErrors = t.TypeOf<typeof FieldErrors>;

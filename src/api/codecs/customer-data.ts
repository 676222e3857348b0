import * as t from 'io-ts';
import { Flag, NullableString } from './primitives';

export const Address = t.type(
  { name: t.string, street: t.string, zip: t.string, city: t.string, country: t.string },
  'Address',
);
export type Address = t.TypeOf<typeof Address>;

export const CustomerData = t.intersection(
  [
    t.type({
      fname: t.string,
      lname: t.string,
      email: t.string,
      phone: NullableString,
      company: t.type({ name: NullableString }),
      salutation: NullableString,
      addrBilling: Address,
      /** Null when shipping goes to the billing address. */
      addrShipping: t.union([Address, t.null]),
    }),
    t.partial({ isGuest: Flag }),
  ],
  'CustomerData',
);
export type CustomerData = t.TypeOf<typeof CustomerData>;

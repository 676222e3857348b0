import * as t from 'io-ts';
import { StaticPage } from '../codecs/shell';
import { CustomerData, CustomerFormData } from '../codecs/customer';
import { PaymentTypes, ShippingCartLine, ShippingCost } from '../codecs/payment';
import type { EndpointDef } from '../endpoint-def';
import { shellEndpoints } from '../shell-endpoints';

/**
 * The shell's calls and the core's (static pages, payment types, customer form data and
 * data, shipping costs): their response codecs are inline, not loaded with an area.
 */
export const coreEndpoints = {
  remoteConfig: shellEndpoints.remoteConfig,
  staticContent: shellEndpoints.staticContent,
  staticPage: { name: 'staticPage', method: 'GET', path: 'page/{id}', token: false, response: StaticPage },
  metaData: shellEndpoints.metaData,
  paymentTypes: { name: 'paymentTypes', method: 'GET', path: 'payment/types', token: true, response: PaymentTypes },
  customerFormData: {
    name: 'customerFormData',
    method: 'GET',
    path: 'customer/form-data',
    token: false,
    response: CustomerFormData,
  },
  customerData: {
    name: 'customerData',
    method: 'GET',
    // 000 §7.3: GET {lang}/customer-data.
    path: 'customer-data',
    token: true,
    response: CustomerData,
    sensitive: true,
  },
  shippingCosts: {
    name: 'shippingCosts',
    method: 'POST',
    path: 'shipping-costs',
    // Country only when not logged in: the server knows a logged-in customer's address.
    body: t.intersection([t.type({ cart: t.array(ShippingCartLine) }), t.partial({ country: t.string })], 'ShippingCostsBody'),
    token: true,
    response: ShippingCost,
  },
} as const satisfies Readonly<Record<string, EndpointDef>>;

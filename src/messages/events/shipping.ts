import * as t from 'io-ts';
import { defineEvent } from '../define';

// Event modules export event definitions only: the registry spreads them.
// The shipping cost outcomes (ShippingCostsLoaded, …LoadFailed, …Reset) are cart events.

/** The country chosen in the basket's shipping country field (a country key such as "DE"). */
export const ShippingCountryChosen = defineEvent('ShippingCountryChosen', 1, t.strict({ country: t.string }));

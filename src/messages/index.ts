export * from './define';
export * from './primitives';
export * from './cart-line';
export * from './registry';
export * from './commands';
export { commandCatalogue } from './commands/catalogue';
export * as CartEvents from './events/cart';
export * as SessionEvents from './events/session';
export * as UiEvents from './events/ui';
export * from './message-class';
export * as AccountEvents from './events/account';
export * as ShippingEvents from './events/shipping';
export * from './load-failure';
export * from './customer-form';
export * from './payment-facts';
// The areas' events (tickets, merchandise, vouchers, tours) are not re-exported here: this
// module is in the first bundle, their codecs load with the areas. Import them from
// './events/<area>' (or every definition from './all-events' in Node).

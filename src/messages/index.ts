export * from './define';
export * from './primitives';
export * from './cart-line';
export * from './registry';
export * from './commands';
export * as CartEvents from './events/cart';
export * as SessionEvents from './events/session';

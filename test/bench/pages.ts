/** The pages the browser benchmarks visit (Lighthouse, long tasks): name, path. */
export const BENCH_PAGES = [
  ['home', '/de/'],
  ['tickets', '/de/tickets'],
  ['an event', '/de/tickets/101'],
  ['guided tours', '/de/guided-tours'],
  ['a tour', '/de/guided-tours/302'],
  ['shop', '/de/merchandise'],
  ['a product', '/de/product/5101'],
  ['basket', '/de/checkout'],
  ['payment step', '/de/checkout?step=payment'],
] as const;

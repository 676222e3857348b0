/**
 * Every route's name and path below `/{lang}/` (000 §2), without React: the routes table
 * (routes.tsx) takes its paths from here, and epics get named routes' addresses through
 * `routePath` without loading the router.
 */
export const ROUTE_PATHS = {
  home: '',
  merchandise: 'merchandise',
  merchandiseCategory: 'merchandise/:category',
  passes: 'passes',
  pass: 'passes/:id',
  product: 'product/:id',
  vouchers: 'vouchers',
  voucher: 'vouchers/:id',
  tickets: 'tickets',
  event: 'tickets/:id',
  guidedTours: 'guided-tours',
  guidedTour: 'guided-tours/:id',
  login: 'login',
  register: 'register',
  registerSuccess: 'register/success',
  registerGuest: 'register-guest',
  forgotPassword: 'forgot-password',
  recover: 'recover/:guid?',
  forgotPasswordSuccess: 'password-reset-success',
  recoverPasswordSuccess: 'recover-success',
  settings: 'settings',
  checkout: 'checkout',
  checkoutAccepted: 'checkout/accepted',
  checkoutCanceled: 'checkout/canceled',
  checkoutSuccess: 'checkout/success',
  checkoutFailed: 'checkout/failed',
  shipping: 'page/shipping',
  page: 'page/:id',
  qa: 'qa',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;

/** Build a path in the current language: `href(lang, 'checkout')` → "/de/checkout". */
export const href = (lang: string, path = ''): string => `/${lang}/${path}`.replace(/\/+$/, '') || '/';

/**
 * A named route's address in a language (000 §2 "named routes used by internal navigation"),
 * without optional parameters: `routePath('de', 'recover')` → "/de/recover". A route with a
 * required parameter has no address of its own.
 */
export function routePath(lang: string, name: RouteName): string {
  const path = ROUTE_PATHS[name].replace(/\/:[^/]+\?$/, '');
  if (path.includes(':')) throw new Error(`Foyer: route ${name} needs parameters`);
  return href(lang, path);
}

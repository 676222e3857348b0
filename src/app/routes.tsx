import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ScreenError } from './shell/ScreenError';
import type { AppConfig } from '../api/codecs/shell';
import type { TextKey } from '../i18n';
import type { AreaName, Lang } from '../messages';
import { ensureDayjsLocale } from '../i18n/dayjs-locales';
import type { RootState } from './read-models';
import type { Runtime } from './runtime';

/** Which configuration flag switches a section on (000 §1). */
export type SectionFlag = 'hasTickets' | 'hasGuidedTours' | 'hasMerchandise' | 'hasMemCard' | 'hasVouchers' | 'hasUserRegistration';

export interface RouteHandle {
  name: string;
  /** Translation key of the page title, shown as "title - site name". */
  title: TextKey;
  /** 000 §2: login, register, guest, settings, forgot, recover and success pages. */
  secondary?: boolean;
  flag?: SectionFlag;
}

type Loader = () => Promise<{ default: ComponentType }>;

/** The areas a route's screen reads: registered before it renders. */
type RouteAreas = readonly AreaName[] | ((state: RootState) => readonly AreaName[]);

interface RouteDef extends RouteHandle {
  path: string;
  load: Loader;
  areas?: RouteAreas;
  /** The screen names days and months: the language's names for dayjs load with it. */
  dates?: true;
}

/**
 * The basket shows voucher codes (vouchers), and a pass line removed there must take its
 * owners out of the owner store (merchandise), a tour line its private answers (tours: only
 * when the basket holds a tour, the largest area).
 */
const basketAreas = (state: RootState): readonly AreaName[] =>
  state.cart.lines.some((line) => line.type === 'guidedTour') ? ['merchandise', 'vouchers', 'tours'] : ['merchandise', 'vouchers'];

const home: Loader = () => import(/* webpackChunkName: "home" */ '../screens/home/HomeScreen');
const notFound: Loader = () => import(/* webpackChunkName: "not-found" */ '../screens/not-found/NotFoundScreen');
const staticPage: Loader = () => import(/* webpackChunkName: "page" */ '../screens/static-page/StaticPageScreen');
const login: Loader = () => import(/* webpackChunkName: "login" */ '../screens/auth/LoginScreen');
const unavailable: Loader = () => import(/* webpackChunkName: "unavailable" */ '../screens/unavailable/UnavailableScreen');
const basket: Loader = () => import(/* webpackChunkName: "checkout" */ '../screens/checkout/BasketScreen');
const eventList: Loader = () => import(/* webpackChunkName: "tickets" */ '../screens/tickets/EventListScreen');
const event: Loader = () => import(/* webpackChunkName: "tickets" */ '../screens/tickets/EventScreen');
const merchandise: Loader = () => import(/* webpackChunkName: "merchandise" */ '../screens/merchandise/MerchandiseListScreen');
const passes: Loader = () => import(/* webpackChunkName: "merchandise" */ '../screens/merchandise/PassesScreen');
const product: Loader = () => import(/* webpackChunkName: "merchandise" */ '../screens/merchandise/ProductScreen');
const vouchers: Loader = () => import(/* webpackChunkName: "vouchers" */ '../screens/vouchers/VoucherListScreen');
const voucher: Loader = () => import(/* webpackChunkName: "vouchers" */ '../screens/vouchers/VoucherScreen');
const guidedTours: Loader = () => import(/* webpackChunkName: "tours" */ '../screens/tours/ToursScreen');
const guidedTour: Loader = () => import(/* webpackChunkName: "tours" */ '../screens/tours/TourScreen');

/**
 * THE routes table of 000 §2, every path under the `{lang}` prefix. Screens load lazily
 * (one chunk each). Screens of areas not built yet render UnavailableScreen, which says so
 * plainly; their routes, titles and flags are already real.
 */
export const routeTable: readonly RouteDef[] = [
  { name: 'home', path: '', title: 'title.home', load: home },
  { name: 'merchandise', path: 'merchandise', title: 'title.merchandise', flag: 'hasMerchandise', load: merchandise, areas: ['merchandise'] },
  { name: 'merchandiseCategory', path: 'merchandise/:category', title: 'title.merchandise', flag: 'hasMerchandise', load: merchandise, areas: ['merchandise'] },
  { name: 'passes', path: 'passes', title: 'title.passes', flag: 'hasMemCard', load: passes, areas: ['merchandise'] },
  { name: 'pass', path: 'passes/:id', title: 'title.product', flag: 'hasMemCard', load: product, areas: ['merchandise'] },
  { name: 'product', path: 'product/:id', title: 'title.product', flag: 'hasMerchandise', load: product, areas: ['merchandise'] },
  { name: 'vouchers', path: 'vouchers', title: 'title.vouchers', flag: 'hasVouchers', load: vouchers, areas: ['vouchers'] },
  { name: 'voucher', path: 'vouchers/:id', title: 'title.voucher', flag: 'hasVouchers', load: voucher, areas: ['vouchers'] },
  { name: 'tickets', path: 'tickets', title: 'title.tickets', flag: 'hasTickets', load: eventList, areas: ['tickets'] },
  { name: 'event', path: 'tickets/:id', title: 'title.event', flag: 'hasTickets', load: event, areas: ['tickets'], dates: true },
  { name: 'guidedTours', path: 'guided-tours', title: 'title.guidedTours', flag: 'hasGuidedTours', load: guidedTours, areas: ['tours'], dates: true },
  { name: 'guidedTour', path: 'guided-tours/:id', title: 'title.guidedTour', flag: 'hasGuidedTours', load: guidedTour, areas: ['tours'], dates: true },
  { name: 'login', path: 'login', title: 'title.login', secondary: true, load: login },
  { name: 'register', path: 'register', title: 'title.register', secondary: true, flag: 'hasUserRegistration', load: unavailable },
  { name: 'registerSuccess', path: 'register/success', title: 'title.registerSuccess', secondary: true, flag: 'hasUserRegistration', load: unavailable },
  { name: 'registerGuest', path: 'register-guest', title: 'title.registerGuest', secondary: true, load: unavailable },
  { name: 'forgotPassword', path: 'forgot-password', title: 'title.forgotPassword', secondary: true, load: unavailable },
  { name: 'recover', path: 'recover/:guid?', title: 'title.recover', secondary: true, load: unavailable },
  { name: 'forgotPasswordSuccess', path: 'password-reset-success', title: 'title.passwordResetSuccess', secondary: true, load: unavailable },
  { name: 'recoverPasswordSuccess', path: 'recover-success', title: 'title.recoverSuccess', secondary: true, load: unavailable },
  { name: 'settings', path: 'settings', title: 'title.settings', secondary: true, load: unavailable },
  { name: 'checkout', path: 'checkout', title: 'title.checkout', load: basket, areas: basketAreas },
  { name: 'checkoutAccepted', path: 'checkout/accepted', title: 'title.checkoutAccepted', load: unavailable },
  { name: 'checkoutCanceled', path: 'checkout/canceled', title: 'title.checkoutCanceled', load: unavailable },
  { name: 'checkoutSuccess', path: 'checkout/success', title: 'title.checkoutSuccess', secondary: true, load: unavailable },
  { name: 'checkoutFailed', path: 'checkout/failed', title: 'title.checkoutFailed', load: unavailable },
  { name: 'shipping', path: 'page/shipping', title: 'title.shipping', load: staticPage },
  { name: 'page', path: 'page/:id', title: 'title.imprint', load: staticPage },
];

export const notFoundHandle: RouteHandle = { name: 'notFound', title: 'title.notFound' };

/**
 * Where routes get their areas registered: the runtime, which boot creates after the router
 * (its navigator needs the router), hence a promise.
 */
export interface AreaHost {
  ensure(areas: RouteAreas): Promise<void>;
}

export function runtimeAreaHost(runtime: Promise<Runtime>): AreaHost {
  return {
    ensure: async (areas) => {
      const r = await runtime;
      await r.loadAreas(typeof areas === 'function' ? areas(r.state$.value) : areas);
    },
  };
}

const lazyComponent = (load: Loader) => async () => ({ Component: (await load()).default });

/** The screen's chunk, its areas and its date names load in parallel; it renders once all are in. */
const lazyScreen = (def: RouteDef, host: AreaHost, lang: Lang) =>
  def.areas === undefined && !def.dates
    ? lazyComponent(def.load)
    : async () => {
        const [screen] = await Promise.all([
          def.load(),
          def.areas === undefined ? undefined : host.ensure(def.areas),
          def.dates ? ensureDayjsLocale(lang) : undefined,
        ]);
        return { Component: screen.default };
      };

export function languageRoutes(host: AreaHost, lang: Lang): RouteObject[] {
  return [
    ...routeTable.map((def): RouteObject => {
      const { path, load: _load, areas: _areas, dates: _dates, ...handle } = def;
      return path === ''
        ? { index: true, handle, lazy: lazyScreen(def, host, lang), errorElement: <ScreenError /> }
        : { path, handle, lazy: lazyScreen(def, host, lang), errorElement: <ScreenError /> };
    }),
    { path: '*', handle: notFoundHandle, lazy: lazyComponent(notFound), errorElement: <ScreenError /> },
  ];
}

export function sectionEnabled(config: AppConfig, flag: SectionFlag | undefined): boolean {
  if (!flag) return true;
  const value = config[flag];
  return value === true || value === 1;
}

/** Build a path in the current language: `href(lang, 'checkout')` → "/de/checkout". */
export const href = (lang: string, path = ''): string => `/${lang}/${path}`.replace(/\/+$/, '') || '/';

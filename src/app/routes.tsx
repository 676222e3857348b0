import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ScreenBoundary } from './shell/ScreenError';
import { lazyScreen } from './shell/screen-reveal';
import type { AppConfig } from '../api/codecs/shell';
import type { TextKey } from '../i18n';
import type { AreaName, Lang } from '../messages';
import type { RootState } from '../engine/root-state';
import { ROUTE_PATHS, type RouteName } from '../routing/route-paths';
import type { RuntimeSource } from '../engine/runtime-source';
import type { KeyValueStorage } from '../bus/deps';
import { basketAreas } from '../domain/cart/basket-areas';

/** Which configuration flag switches a section on (000 §1). */
export type SectionFlag = 'hasTickets' | 'hasGuidedTours' | 'hasMerchandise' | 'hasMemCard' | 'hasVouchers' | 'hasUserRegistration';

export interface RouteHandle {
  name: RouteName | 'notFound';
  /** Translation key of the page title, shown as "title - site name". */
  title: TextKey;
  /** 000 §2: login, register, guest, settings, forgot, recover and success pages. */
  secondary?: boolean;
  flag?: SectionFlag;
}

/** A screen's chunk; a light route's is told whether the session has started (the runtime asked for): its screen may be another before. */
type Loader = (sessionStarted?: boolean) => Promise<{ default: ComponentType }>;

/**
 * The areas a route's screen reads: registered before it renders. A function reads the state
 * and, where the host has it, the tab's storage (what the session keeps outside the log).
 */
type RouteAreas = readonly AreaName[] | ((state: RootState, storage: KeyValueStorage | null) => readonly AreaName[]);

interface RouteDef extends Omit<RouteHandle, 'title'> {
  /** The title's key where it is not `title.<name>` (titleOf). */
  title?: TextKey;
  path: string;
  load: Loader;
  areas?: RouteAreas;
  /** The screen names days and months: the language's names for dayjs load with it. */
  dates?: true;
  /**
   * The screen renders without the runtime (it reads it only if it has started): a first visit
   * to it downloads none of the runtime. Every other route starts the runtime while its chunk
   * loads. Where the runtime runs already, a light route's areas load with its chunk.
   */
  light?: true;
  /**
   * A light screen shows texts beyond the frame's first ones: the rest of the catalogue and
   * node-polyglot load with its chunk (the runtime brings them to every other route).
   */
  texts?: true;
}

const home: Loader = () => import(/* webpackChunkName: "home" */ '../screens/home/HomeScreen');
const notFound: Loader = () => import(/* webpackChunkName: "not-found" */ '../screens/not-found/NotFoundScreen');
const staticPage: Loader = () => import(/* webpackChunkName: "page" */ '../screens/static-page/StaticPageScreen');
const login: Loader = () => import(/* webpackChunkName: "login" */ '../screens/auth/LoginScreen');
// The customer screens share one chunk with the customer area (src/app/areas/customer.ts).
const register: Loader = () => import(/* webpackChunkName: "customer" */ '../screens/account/RegisterScreen');
const registerSuccess: Loader = () => import(/* webpackChunkName: "customer" */ '../screens/account/RegisterSuccessScreen');
const registerGuest: Loader = () => import(/* webpackChunkName: "customer" */ '../screens/account/GuestRegisterScreen');
const forgotPassword: Loader = () => import(/* webpackChunkName: "customer" */ '../screens/account/ForgotPasswordScreen');
const passwordResetSuccess: Loader = () => import(/* webpackChunkName: "customer" */ '../screens/account/PasswordResetSuccessScreen');
const recover: Loader = () => import(/* webpackChunkName: "customer" */ '../screens/account/RecoverScreen');
const recoverSuccess: Loader = () => import(/* webpackChunkName: "customer" */ '../screens/account/RecoverSuccessScreen');
const settings: Loader = () => import(/* webpackChunkName: "customer" */ '../screens/account/SettingsScreen');
// A session that has not started has an empty basket: drawn without the runtime, by a chunk of
// its own, whose screen hands over to the checkout's once the runtime runs.
const checkout: Loader = (sessionStarted) =>
  sessionStarted ? import(/* webpackChunkName: "checkout" */ '../screens/checkout/CheckoutScreen') : import(/* webpackChunkName: "basket" */ '../screens/checkout/EmptyBasketScreen');
const checkoutAccepted: Loader = () => import(/* webpackChunkName: "checkout" */ '../screens/checkout/return/AcceptedScreen');
const checkoutCanceled: Loader = () => import(/* webpackChunkName: "checkout" */ '../screens/checkout/return/CanceledScreen');
const checkoutSuccess: Loader = () => import(/* webpackChunkName: "checkout" */ '../screens/checkout/return/SuccessScreen');
const checkoutFailed: Loader = () => import(/* webpackChunkName: "checkout" */ '../screens/checkout/return/FailedScreen');
// The list draws its first screen before the runtime starts: a chunk of its own, not the area's.
const eventList: Loader = () => import(/* webpackChunkName: "event-list" */ '../screens/tickets/EventListScreen');
const event: Loader = () => import(/* webpackChunkName: "tickets" */ '../screens/tickets/EventScreen');
// The shop's and the passes' lists draw their first screen before the runtime starts, as the event list does.
const merchandise: Loader = () => import(/* webpackChunkName: "product-list" */ '../screens/merchandise/MerchandiseListScreen');
const passes: Loader = () => import(/* webpackChunkName: "product-list" */ '../screens/merchandise/PassesScreen');
const product: Loader = () => import(/* webpackChunkName: "merchandise" */ '../screens/merchandise/ProductScreen');
const vouchers: Loader = () => import(/* webpackChunkName: "vouchers" */ '../screens/vouchers/VoucherListScreen');
const voucher: Loader = () => import(/* webpackChunkName: "vouchers" */ '../screens/vouchers/VoucherScreen');
const guidedTours: Loader = () => import(/* webpackChunkName: "tours" */ '../screens/tours/ToursScreen');
const qaImport: Loader = () => import(/* webpackChunkName: "qa-import" */ '../screens/qa/QaImportScreen');
const guidedTour: Loader = () => import(/* webpackChunkName: "tours" */ '../screens/tours/TourScreen');

/**
 * THE routes table of 000 §2, every path under the `{lang}` prefix (paths in route-paths.ts).
 * Screens load lazily, one chunk per area; a route lists the areas its screen reads.
 */
export const routeTable: readonly RouteDef[] = [
  { name: 'home', path: ROUTE_PATHS.home, load: home, light: true },
  { name: 'merchandise', path: ROUTE_PATHS.merchandise, flag: 'hasMerchandise', load: merchandise, areas: ['merchandise'], light: true, texts: true },
  { name: 'merchandiseCategory', path: ROUTE_PATHS.merchandiseCategory, title: 'title.merchandise', flag: 'hasMerchandise', load: merchandise, areas: ['merchandise'], light: true, texts: true },
  { name: 'passes', path: ROUTE_PATHS.passes, flag: 'hasMemCard', load: passes, areas: ['merchandise'], light: true, texts: true },
  { name: 'pass', path: ROUTE_PATHS.pass, title: 'title.product', flag: 'hasMemCard', load: product, areas: ['merchandise'] },
  { name: 'product', path: ROUTE_PATHS.product, flag: 'hasMerchandise', load: product, areas: ['merchandise'] },
  { name: 'vouchers', path: ROUTE_PATHS.vouchers, flag: 'hasVouchers', load: vouchers, areas: ['vouchers'] },
  { name: 'voucher', path: ROUTE_PATHS.voucher, flag: 'hasVouchers', load: voucher, areas: ['vouchers'] },
  { name: 'tickets', path: ROUTE_PATHS.tickets, flag: 'hasTickets', load: eventList, areas: ['tickets'], light: true, texts: true },
  { name: 'event', path: ROUTE_PATHS.event, flag: 'hasTickets', load: event, areas: ['tickets'], dates: true },
  { name: 'guidedTours', path: ROUTE_PATHS.guidedTours, flag: 'hasGuidedTours', load: guidedTours, areas: ['tours'], dates: true },
  { name: 'guidedTour', path: ROUTE_PATHS.guidedTour, flag: 'hasGuidedTours', load: guidedTour, areas: ['tours'], dates: true },
  { name: 'login', path: ROUTE_PATHS.login, secondary: true, load: login },
  { name: 'register', path: ROUTE_PATHS.register, secondary: true, flag: 'hasUserRegistration', load: register, areas: ['customer'] },
  { name: 'registerSuccess', path: ROUTE_PATHS.registerSuccess, secondary: true, flag: 'hasUserRegistration', load: registerSuccess },
  { name: 'registerGuest', path: ROUTE_PATHS.registerGuest, secondary: true, load: registerGuest, areas: ['customer'] },
  { name: 'forgotPassword', path: ROUTE_PATHS.forgotPassword, secondary: true, load: forgotPassword, areas: ['customer'] },
  { name: 'recover', path: ROUTE_PATHS.recover, secondary: true, load: recover, areas: ['customer'] },
  { name: 'forgotPasswordSuccess', path: ROUTE_PATHS.forgotPasswordSuccess, title: 'title.passwordResetSuccess', secondary: true, load: passwordResetSuccess },
  { name: 'recoverPasswordSuccess', path: ROUTE_PATHS.recoverPasswordSuccess, title: 'title.recoverSuccess', secondary: true, load: recoverSuccess },
  { name: 'settings', path: ROUTE_PATHS.settings, secondary: true, load: settings, areas: ['customer'] },
  { name: 'checkout', path: ROUTE_PATHS.checkout, load: checkout, areas: basketAreas, light: true, texts: true },
  { name: 'checkoutAccepted', path: ROUTE_PATHS.checkoutAccepted, load: checkoutAccepted, areas: basketAreas },
  { name: 'checkoutCanceled', path: ROUTE_PATHS.checkoutCanceled, load: checkoutCanceled, areas: basketAreas },
  { name: 'checkoutSuccess', path: ROUTE_PATHS.checkoutSuccess, load: checkoutSuccess, areas: basketAreas, dates: true },
  { name: 'checkoutFailed', path: ROUTE_PATHS.checkoutFailed, load: checkoutFailed, areas: basketAreas },
  { name: 'shipping', path: ROUTE_PATHS.shipping, load: staticPage },
  { name: 'page', path: ROUTE_PATHS.page, title: 'title.imprint', load: staticPage },
  // QA's workbench (docs/qa.md): not in the menu.
  { name: 'qa', path: ROUTE_PATHS.qa, secondary: true, load: qaImport },
];

/** A route's title key: `title.<name>` unless the route names another (routes.test.ts: each is a text). */
export const titleOf = (def: Pick<RouteDef, 'name' | 'title'>): TextKey => def.title ?? (`title.${def.name}` as TextKey);

export const notFoundHandle: RouteHandle = { name: 'notFound', title: 'title.notFound' };

/**
 * "Page not found" loads as every screen does: the shell shows it for an unknown path and for a
 * section switched off (Layout.tsx), which a first visit to a page of the shop never needs.
 */
export const NotFoundScreen = lazyScreen(notFound);

/**
 * Where a route's screen gets the runtime started and its areas registered (the runtime
 * starts on demand: runtime-source.ts).
 */
export interface AreaHost {
  /**
   * A route's screen with what it needs besides its chunk: the runtime started with the route's
   * areas (asked for first: its stylesheet, screens.css, then precedes the screen's own); for a
   * light route where the runtime is not running, the texts it shows (`texts`); the loader is told
   * whether the session has started, for the screen it gives.
   */
  screen(route: Pick<RouteDef, 'load' | 'areas' | 'light' | 'texts'>): Promise<{ default: ComponentType }>;
  /**
   * Resolves once the page frame is on screen: a screen's chunks and the runtime are asked for
   * after it, so on a first visit they do not hold up the frame and its cookie notice (a
   * phone's largest paint). None: at once.
   */
  frameShown?(): Promise<void>;
}

export function runtimeAreaHost(
  runtime: Pick<RuntimeSource, 'start' | 'current'>,
  frameShown?: () => Promise<void>,
  storage: KeyValueStorage | null = null,
  loadTexts?: () => Promise<void>,
  /** The session had started when the page loaded: the runtime starts with it (boot.tsx). */
  sessionStarted = true,
): AreaHost {
  return {
    frameShown,
    screen: async ({ load, areas, light, texts }) => {
      const before = light && !runtime.current;
      const ready = before ? texts && loadTexts?.() : runtime.start().then((r) => areas && r.loadAreas(typeof areas === 'function' ? areas(r.state$.value, storage) : areas));
      return (await Promise.all([ready, load(sessionStarted || !!runtime.current)]))[1];
    },
  };
}

/**
 * The screen's chunk with the runtime and the route's areas (a light route's only where the
 * runtime runs already) and its date names load in parallel, once the page frame is shown; it
 * renders once all are in.
 * React.lazy loads once, on the first visit to the route, as the data router's `lazy` did; the
 * router's transition keeps the page left on screen meanwhile.
 */
const routeScreen = (def: RouteDef, host: AreaHost, lang: Lang): ComponentType =>
  lazyScreen(async () => {
    await host.frameShown?.();
    const [screen] = await Promise.all([
      host.screen(def),
      // The names' loaders come in the runtime's chunk, which every route with dates waits for
      // anyway: a first visit does not carry them.
      def.dates ? import(/* webpackChunkName: "runtime" */ '../i18n/dayjs-locales').then((m) => m.ensureDayjsLocale(lang)) : undefined,
    ]);
    return screen;
  });

function screenRoute(Screen: ComponentType, handle: RouteHandle): Pick<RouteObject, 'handle' | 'element'> {
  return {
    handle,
    element: (
      <ScreenBoundary>
        <Screen />
      </ScreenBoundary>
    ),
  };
}

/** Each screen under the language prefix; `handle` names the page (read by the shell, route-handle.ts). */
export function languageRoutes(host: AreaHost, lang: Lang): RouteObject[] {
  return [
    ...routeTable.map((def): RouteObject => {
      const { path, load: _load, areas: _areas, dates: _dates, light: _light, texts: _texts, ...handle } = def;
      const route = screenRoute(routeScreen(def, host, lang), { ...handle, title: titleOf(def) });
      return path === '' ? { index: true, ...route } : { path, ...route };
    }),
    notFoundRoute(),
  ];
}

/** Any other path: "Page not found" in the shell, under the language prefix or outside it (router.tsx). */
export function notFoundRoute(): RouteObject {
  return { path: '*', ...screenRoute(NotFoundScreen, notFoundHandle) };
}

export function sectionEnabled(config: AppConfig, flag: SectionFlag | undefined): boolean {
  if (!flag) return true;
  const value = config[flag];
  return value === true || value === 1;
}

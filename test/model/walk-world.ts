/**
 * The world of the payment walk (payment-walk.ts): one visitor's tabs, each a page with the
 * real runtime (log, epics, read models) over its own session storage, the real API client
 * against the sandbox over HTTP, one payment ledger for all tabs, and the provider's pages as
 * the sandbox serves them. A tab's history is its addresses: Back, Forward and Reload load
 * them again, as a browser would (no back-forward cache: the harder case).
 */
import { VirtualTimeScheduler } from 'rxjs';
import { memoryStorage } from '../../src/bus/deps';
import { createApiClient } from '../../src/api/client';
import { createRuntime, type Runtime } from '../../src/engine/runtime';
import { allAreas } from '../../src/app/areas/all';
import { paymentArea } from '../../src/app/areas/payment';
import { rootFold } from '../../src/app/areas/all';
import { routePath } from '../../src/routing/route-paths';
import { openSessionLog } from '../../src/event-log/session-log';
import { markTab, TAB_KEY } from '../../src/event-log/tab';
import { ledgerHub } from '../../src/domain/payment/ledger-records';
import { returnView, type ReturnView } from '../../src/domain/payment/views';
import { AccountEvents, CartEvents, cents } from '../../src/messages';
import * as PaymentEvents from '../../src/messages/events/payment';
import { ANNA, api, clockAt, login, startTestServer, TUESDAY_MORNING } from '../../src/sandbox/test-support';
import type { RunningServer } from '../../src/sandbox/serve';
import type { PaymentRecord } from '../../src/sandbox/state';
import { testDeps } from '../helpers/runtime-deps';
import { duplicate, envelopes, fakeClock, sequentialRandom, type MemoryStorage } from '../helpers/fakes';
import { count, merchandiseLine } from '../helpers/lines';

export const RETURN_PAGES = ['accepted', 'success', 'canceled', 'failed'] as const;
type ReturnPage = (typeof RETURN_PAGES)[number];

/** What a walk found wrong; empty when every rule held. */
export interface Violation {
  readonly rule: 'one booking per basket' | 'every approval booked or explained' | 'one live payment per order' | 'every page ends in a clear state';
  readonly detail: string;
}

let tabsOpened = 0;

/** One browser tab: an address history and, while a shop page is shown, its runtime. */
export class Tab {
  runtime: Runtime | null = null;
  history: string[] = [];
  index = -1;
  /** The provider's address this page is on its way to (its document still loading). */
  leavingTo: string | null = null;
  private readonly prefix = `tab${++tabsOpened}-`;

  constructor(
    readonly world: World,
    readonly storage: MemoryStorage,
  ) {}

  /** This tab's id as its session storage keeps it (the runtime's while a page is shown). */
  get tabId(): string | null {
    try {
      return (JSON.parse(this.storage.getItem(TAB_KEY) ?? 'null') as { id?: string } | null)?.id ?? null;
    } catch {
      return null;
    }
  }

  get url(): string {
    return this.history[this.index] ?? '';
  }
  get onProvider(): boolean {
    return this.url.includes('/sandbox-pay/');
  }
  returnPage(): ReturnPage | null {
    const path = new URL(this.url, this.world.origin).pathname;
    return RETURN_PAGES.find((p) => path === routePath('en', `checkout${p[0]!.toUpperCase()}${p.slice(1)}` as 'checkoutAccepted')) ?? null;
  }

  /** Opens `url` (absolute, or a path of the shop's origin) as a new history entry. */
  go(url: string): void {
    this.history = [...this.history.slice(0, this.index + 1), new URL(url, this.world.origin).href];
    this.index = this.history.length - 1;
    this.show();
  }
  back(): boolean {
    if (this.index <= 0) return false;
    this.index -= 1;
    this.show();
    return true;
  }
  forward(): boolean {
    if (this.index >= this.history.length - 1) return false;
    this.index += 1;
    this.show();
    return true;
  }
  reload(): void {
    this.show();
  }

  /** The page is left: pagehide marks the tab closed (a reload keeps its id, a copy does not). */
  leave(): void {
    if (!this.runtime) return;
    this.runtime.stop();
    markTab(this.storage, this.runtime.tab, false);
    this.runtime = null;
    this.leavingTo = null;
  }

  /** The document at the current entry is (re)loaded: a shop page boots the runtime. */
  private show(): void {
    this.leave();
    if (this.onProvider) return;
    const navigator = {
      path: () => {
        const u = new URL(this.url, this.world.origin);
        return `${u.pathname}${u.search}`;
      },
      navigate: (to: string) => {
        // A screen change inside the page (react-router): a new entry, the same runtime.
        this.history = [...this.history.slice(0, this.index + 1), new URL(to, this.world.origin).href];
        this.index = this.history.length - 1;
        this.world.mounts.push(this);
      },
      reload: () => this.world.later.push(() => this.reload()),
      origin: () => this.world.origin,
    };
    const deps = {
      ...testDeps({ storage: this.storage, random: sequentialRandom(this.prefix), clock: fakeClock(this.world.now()) }),
      api: this.world.client,
      navigator,
      routePath: (name: Parameters<typeof routePath>[1]) => routePath('en', name),
      leaveTo: (url: string) => void (this.leavingTo = url),
      paymentLedger: this.world.hub.ledger(),
      scheduler: this.world.timers,
    };
    this.runtime = createRuntime({ areas: allAreas, deps, epics: { payment: paymentArea.epics.payment! } });
    this.mount();
  }

  /** What a return page's screen does when it mounts: tells the payment what the address says. */
  mount(): void {
    const page = this.returnPage();
    if (!page || !this.runtime) return;
    const params = new URL(this.url, this.world.origin).searchParams;
    this.runtime.dispatch({ type: 'ReturnFromPayment', page, status: params.get('status'), cartId: params.get('cartId') });
  }

  /** What the return page shows now (payment/views.ts), if one is shown. */
  view(): ReturnView | null {
    const page = this.returnPage();
    if (!page || !this.runtime) return null;
    const params = new URL(this.url, this.world.origin).searchParams;
    return returnView(page, params.get('status'), params.get('cartId'), this.runtime.state$.value.payment, this.runtime.tab);
  }
}

/** The sandbox, the visitor's tabs and what is counted along the way. */
export class World {
  hub = ledgerHub(() => this.now());
  readonly tabs: Tab[] = [];
  /** Return pages a navigation inside a page opened: their screens mount after the current task. */
  mounts: Tab[] = [];
  /** Work a page scheduled for after the current task (a 503's reload). */
  later: Array<() => void> = [];
  readonly violations: Violation[] = [];
  /** Provider payments the visitor approved. */
  readonly approved = new Set<string>();
  /** The exec retries' timers, run on demand ("the visitor waits"). */
  readonly timers = new VirtualTimeScheduler();
  inits = 0;
  private inFlight = 0;
  private token = '';
  readonly client;

  private constructor(readonly server: RunningServer) {
    const fetchCounting = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/payment/init')) {
        this.inits += 1;
        const open = this.payments().filter((p) => p.status === 'pending' || p.status === 'approved');
        if (open.length > 0) this.violations.push({ rule: 'one live payment per order', detail: `init while ${open.map((p) => `${p.cartId} (${p.status})`).join(', ')} still open` });
      }
      this.inFlight += 1;
      try {
        return await fetch(input, init);
      } finally {
        this.inFlight -= 1;
      }
    };
    this.client = createApiClient({ base: `${server.url}/api/`, getLang: () => 'en', getToken: () => this.token, fetch: fetchCounting });
  }

  static async open(): Promise<World> {
    return new World(await startTestServer(clockAt(TUESDAY_MORNING)));
  }

  get origin(): string {
    return this.server.url;
  }
  now(): number {
    return TUESDAY_MORNING.getTime();
  }

  /** A fresh walk: the sandbox reset, signed in, one basket line, the terms accepted, one tab on the payment step. */
  async begin(): Promise<Tab> {
    for (const tab of this.tabs) tab.leave();
    this.tabs.length = 0;
    this.mounts = [];
    this.later = [];
    this.violations.length = 0;
    this.approved.clear();
    this.inits = 0;
    this.server.sandbox.reset();
    this.token = await login(api(this.server), ANNA);
    // localStorage is the browser's: a new walk is another visitor's browser.
    this.hub = ledgerHub(() => this.now());
    const storage = memoryStorage() as MemoryStorage;
    const log = openSessionLog({ storage, fold: rootFold });
    const poster = merchandiseLine({ id: 5101, name: 'Poster', price: cents(1500), count: count(1), totalCount: count(1), totalPrice: cents(1500) });
    const seed = [CartEvents.CartLineAdded.create({ line: poster }), AccountEvents.CustomerSignedIn.create({ guest: false }), PaymentEvents.PaymentTermsSet.create({ accepted: true })];
    for (const e of envelopes(seed, { tab: 'seed' })) log.append(e);
    const tab = new Tab(this, storage);
    this.tabs.push(tab);
    tab.go(`${this.origin}${routePath('en', 'checkout')}?step=payment`);
    await this.settle();
    return tab;
  }

  /** A duplicate of `tab`: its session storage copied, its current address loaded. */
  duplicate(tab: Tab): Tab {
    const copy = new Tab(this, duplicate(tab.storage));
    this.tabs.push(copy);
    copy.go(tab.url);
    return copy;
  }

  /** Until no request is on its way and no screen is left to mount. */
  async settle(): Promise<void> {
    const deadline = Date.now() + 20_000;
    for (let quiet = 0; quiet < 3; ) {
      if (Date.now() > deadline) throw new Error(`the walk did not settle: ${this.inFlight} requests on their way`);
      await new Promise((r) => setImmediate(r));
      const mounts = this.mounts.splice(0);
      for (const tab of mounts) tab.mount();
      const later = this.later.splice(0);
      for (const work of later) work();
      quiet = this.inFlight === 0 && mounts.length === 0 && later.length === 0 ? quiet + 1 : 0;
    }
  }

  /** The visitor waits: the exec retries' timers run. */
  async wait(): Promise<void> {
    this.timers.flush();
    await this.settle();
  }

  /** Presses a button on the provider's page: where it sends the browser, or null. */
  async decide(tab: Tab, action: 'approve' | 'cancel' | 'fail'): Promise<void> {
    const res = await fetch(`${tab.url}/${action}`, { method: 'POST', redirect: 'manual' });
    const location = res.headers.get('location');
    if (res.status !== 303 || !location) return;
    if (action === 'approve') this.approved.add(new URL(location, this.origin).searchParams.get('cartId') ?? '');
    tab.go(new URL(location, this.origin).href);
    await this.settle();
  }

  /** The sandbox's payments of this walk's basket. */
  payments(): PaymentRecord[] {
    return [...this.server.sandbox.state.payments.values()];
  }
  bookings(): number {
    return this.server.sandbox.state.outbox.length;
  }

  async close(): Promise<void> {
    for (const tab of this.tabs) tab.leave();
    await this.server.close();
  }
}

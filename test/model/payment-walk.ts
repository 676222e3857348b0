/**
 * The payment walk (issue 26): a visitor's random walk through paying one basket, against the
 * sandbox over HTTP with the shop's real runtime in every tab (walk-world.ts). Pay and the
 * wallets pressed at any moment, impatiently while the provider's page loads, approve / cancel
 * / fail at the provider, Back, Forward and Reload on every page, a duplicated tab paying, an
 * exec whose answer is lost, the unfinished-payment and other-tab panels. After each walk the
 * visitor settles what is left (opens the return page of each approval, completes what is
 * offered, waits for the retries), and the rules are checked:
 *
 * - one booking per basket;
 * - every approved payment booked, or released with a message in the tab that owns it;
 * - one live payment per order: no init while another payment of the basket is open (pending
 *   or approved at the provider), so no second provider payment per attempt;
 * - every return page ends in a clear state (never "please wait" once nothing is under way).
 */
import fc from 'fast-check';
import { payView } from '../../src/domain/payment/views';
import { openSessionLog } from '../../src/event-log/session-log';
import { rootFold } from '../../src/app/areas/all';
import { duplicate } from '../helpers/fakes';
import { World, type Tab } from './walk-world';

export const ACTIONS = [
  'pay',
  'wallet',
  'impatient',
  'providerLoads',
  'approve',
  'cancelAtProvider',
  'fail',
  'complete',
  'back',
  'forward',
  'reload',
  'duplicate',
  'loseExecAnswer',
  'wait',
  'continueUnfinished',
  'cancelUnfinished',
  'payHereInstead',
  'toPayment',
  'payTogether',
] as const;
export type Action = { readonly kind: (typeof ACTIONS)[number]; readonly tab: number; readonly late: boolean };

/** More of what moves a payment on, fewer of the rare turns. */
const WEIGHTS: Record<Action['kind'], number> = {
  pay: 6,
  wallet: 2,
  impatient: 3,
  providerLoads: 6,
  approve: 6,
  cancelAtProvider: 1,
  fail: 1,
  complete: 5,
  back: 2,
  forward: 1,
  reload: 1,
  duplicate: 1,
  loseExecAnswer: 2,
  wait: 2,
  continueUnfinished: 2,
  cancelUnfinished: 1,
  payHereInstead: 2,
  toPayment: 2,
  payTogether: 3,
};

/**
 * A walk is a list of choices: at each step the visitor does one of the things that can be
 * done where the tabs are (weighted), chosen by the next number. fast-check shrinks a failing
 * walk to fewer and smaller choices.
 */
export const walkArb = fc.array(fc.nat({ max: 1_000_000 }), { minLength: 12, maxLength: 50 });

const payStep = (tab: Tab): boolean => !!tab.runtime && !tab.returnPage() && tab.url.includes('step=payment');

/** What can be done now, in each tab: an action is offered only where a visitor could do it. */
function offered(world: World): Action[] {
  const all: Action[] = [];
  world.tabs.forEach((tab, index) => {
    const add = (kind: Action['kind'], late = false) => all.push({ kind, tab: index, late });
    const addAll = (...actions: [Action['kind'], boolean?][]) => actions.forEach(([kind, late]) => add(kind, late));
    const runtime = tab.runtime;
    const onPay = payStep(tab);
    if (runtime && onPay && tab.leavingTo === null) {
      const view = payView(runtime.state$.value.payment, runtime.state$.value.cart, runtime.tab, false).kind;
      if (view === 'pay') addAll(['pay'], ['wallet'], ['wallet', true]);
      if (view === 'unfinished') addAll(['continueUnfinished'], ['cancelUnfinished']);
      if (view === 'elsewhere') add('payHereInstead');
    }
    if (tab.leavingTo !== null) addAll(['impatient'], ['impatient', true], ['providerLoads']);
    if (tab.onProvider) addAll(['approve'], ['cancelAtProvider'], ['fail']);
    const view = tab.view()?.kind;
    if (view === 'complete' || view === 'uncertain') add('complete');
    // A link to the payment step ("Pay again", the basket's "Proceed", an address typed).
    if (!onPay) add('toPayment');
    if (tab.index > 0) add('back');
    if (tab.index < tab.history.length - 1) add('forward');
    add('reload');
    if (runtime && world.tabs.length < 4) add('duplicate');
  });
  // Two tabs showing "Pay" pressed in the same moment, before either hears of the other.
  const ready = world.tabs.filter((t) => t.runtime && payStep(t) && t.leavingTo === null && payView(t.runtime.state$.value.payment, t.runtime.state$.value.cart, t.runtime.tab, false).kind === 'pay');
  if (ready.length >= 2) all.push({ kind: 'payTogether', tab: world.tabs.indexOf(ready[0]!), late: false });
  all.push({ kind: 'loseExecAnswer', tab: 0, late: false }, { kind: 'loseExecAnswer', tab: 0, late: true }, { kind: 'wait', tab: 0, late: false });
  return all;
}

/** The action a choice picks among those offered, by weight. */
function pick(options: readonly Action[], choice: number): Action {
  const total = options.reduce((n, o) => n + WEIGHTS[o.kind], 0);
  let at = choice % total;
  for (const option of options) {
    at -= WEIGHTS[option.kind];
    if (at < 0) return option;
  }
  return options[0]!;
}

/** One action as the visitor would do it, if it can be done where the tab is; false if not. */
async function act(world: World, action: Action): Promise<boolean> {
  const tab = world.tabs[action.tab % world.tabs.length]!;
  const runtime = tab.runtime;
  switch (action.kind) {
    case 'pay':
    case 'wallet':
    case 'impatient': {
      // "impatient": a press on a page already on its way to the provider.
      if (!runtime || (action.kind === 'impatient') !== (tab.leavingTo !== null) || !payStep(tab)) return false;
      runtime.dispatch(action.kind === 'wallet' ? { type: 'StartPayment', payart: 78, wallet: action.late ? 'APPLEPAY' : 'GOOGLEPAY' } : { type: 'StartPayment', payart: 78 });
      break;
    }
    case 'toPayment':
      tab.go(`${world.origin}/en/checkout?step=payment`);
      break;
    case 'payTogether':
      for (const other of world.tabs) if (other.runtime && payStep(other) && other.leavingTo === null) other.runtime.dispatch({ type: 'StartPayment', payart: 78 });
      break;
    case 'providerLoads': {
      if (tab.leavingTo === null) return false;
      tab.go(tab.leavingTo);
      break;
    }
    case 'approve':
    case 'cancelAtProvider':
    case 'fail':
      if (!tab.onProvider) return false;
      await world.decide(tab, action.kind === 'approve' ? 'approve' : action.kind === 'fail' ? 'fail' : 'cancel');
      return true;
    case 'complete': {
      const view = tab.view()?.kind;
      if (!runtime || (view !== 'complete' && view !== 'uncertain')) return false;
      runtime.dispatch({ type: 'CompleteOrder' });
      break;
    }
    case 'back':
      if (!tab.back()) return false;
      break;
    case 'forward':
      if (!tab.forward()) return false;
      break;
    case 'reload':
      if (tab.leavingTo !== null && action.late) return false;
      tab.reload();
      break;
    case 'duplicate':
      if (!runtime || world.tabs.length >= 4) return false;
      world.duplicate(tab);
      break;
    case 'loseExecAnswer':
      // The next exec books, and its answer never arrives readable.
      world.server.sandbox.faults.add({ path: 'payment/exec', status: action.late ? 500 : 200, body: action.late ? undefined : '{oops', after: true });
      return true;
    case 'wait':
      await world.wait();
      return true;
    case 'continueUnfinished':
    case 'cancelUnfinished':
    case 'payHereInstead': {
      if (!runtime || !payStep(tab) || tab.leavingTo !== null) return false;
      const view = payView(runtime.state$.value.payment, runtime.state$.value.cart, runtime.tab, false).kind;
      const wanted = action.kind === 'payHereInstead' ? 'elsewhere' : 'unfinished';
      if (view !== wanted) return false;
      runtime.dispatch({ type: action.kind === 'continueUnfinished' ? 'ContinuePayment' : action.kind === 'cancelUnfinished' ? 'CancelPayment' : 'PayHereInstead' });
      break;
    }
  }
  await world.settle();
  return true;
}

/** The tab that started the payment of `cartId` (its log says so under its own id), if any. */
function ownerOf(world: World, cartId: string): Tab | undefined {
  return world.tabs.find((tab) => {
    const read = openSessionLog({ storage: duplicate(tab.storage), fold: rootFold }).read();
    const events = read.ok ? (read.value as { events?: Array<{ type: string; data: { cartId?: string }; meta: { tab: string } }> }).events ?? [] : [];
    return events.some((e) => e.type === 'PaymentRedirected' && e.data.cartId === cartId && e.meta.tab === tab.tabId);
  });
}

/** What a visitor does once the walk is over: every page loaded, every approval's return page opened, what is offered completed. */
async function settleEverything(world: World): Promise<void> {
  for (const tab of world.tabs) if (tab.leavingTo !== null) tab.go(tab.leavingTo);
  await world.settle();
  for (const cartId of world.approved) {
    const payment = world.payments().find((p) => p.cartId === cartId);
    if (!payment || payment.status === 'paid') continue;
    // Forward to its return page in the tab that owns it (the address the provider sent it to).
    const owner = ownerOf(world, cartId);
    if (!owner) continue;
    owner.go(`${world.origin}/en/checkout/accepted?status=accepted&cartId=${cartId}`);
    await world.settle();
    if (owner.view()?.kind === 'complete') owner.runtime?.dispatch({ type: 'CompleteOrder' });
    await world.settle();
    for (let i = 0; i < 4 && owner.view()?.kind === 'uncertain'; i++) await world.wait();
  }
}

function check(world: World): void {
  const bookings = world.bookings();
  if (bookings > 1) world.violations.push({ rule: 'one booking per basket', detail: `${bookings} bookings` });
  for (const cartId of world.approved) {
    const payment = world.payments().find((p) => p.cartId === cartId);
    if (!payment || payment.status === 'paid' || payment.status === 'canceled') continue;
    const owner = ownerOf(world, cartId);
    const view = owner?.view()?.kind ?? 'no tab shows it';
    world.violations.push({ rule: 'every approval booked or explained', detail: `${cartId} is ${payment.status}; its page shows ${view}` });
  }
  for (const tab of world.tabs) {
    const view = tab.view()?.kind;
    if (view === 'waiting' || view === 'executing') world.violations.push({ rule: 'every page ends in a clear state', detail: `${tab.url} shows ${view}` });
  }
}

export interface WalkResult {
  readonly actions: number;
  readonly inits: number;
  readonly bookings: number;
  readonly approvals: number;
  readonly violations: readonly { rule: string; detail: string }[];
}

/** One walk from a fresh sandbox: an action per choice, then the settling, then the rules. */
export async function walk(world: World, choices: readonly number[], trace?: (action: Action, world: World) => void): Promise<WalkResult> {
  await world.begin();
  let done = 0;
  for (const choice of choices) {
    const action = pick(offered(world), choice);
    if (await act(world, action)) done += 1;
    trace?.(action, world);
  }
  await settleEverything(world);
  check(world);
  return { actions: done, inits: world.inits, bookings: world.bookings(), approvals: world.approved.size, violations: [...world.violations] };
}

/** `runs` walks (fast-check, shrinking a failing one); the tally of all of them. */
export async function walks(runs: number, seed?: number): Promise<{ runs: number; results: WalkResult[]; failure: string | null }> {
  const world = await World.open();
  const results: WalkResult[] = [];
  const failing: WalkResult[] = [];
  try {
    const outcome = await fc.check(
      fc.asyncProperty(walkArb, async (choices) => {
        const result = await walk(world, choices);
        results.push(result);
        if (result.violations.length > 0) failing.push(result);
        return result.violations.length === 0;
      }),
      { numRuns: runs, ...(seed !== undefined ? { seed } : {}) },
    );
    const failure = outcome.failed
      ? `seed ${outcome.seed}, shrunk to choices ${JSON.stringify(outcome.counterexample?.[0])}: ${JSON.stringify(failing.at(-1)?.violations ?? String(outcome.errorInstance))}`
      : null;
    return { runs: outcome.numRuns, results, failure };
  } finally {
    await world.close();
  }
}

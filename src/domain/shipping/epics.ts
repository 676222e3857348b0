import { distinctUntilChanged, EMPTY, map, merge, of, switchMap, type Observable } from 'rxjs';
import { isLeft } from 'fp-ts/Either';
import { ofType } from '../../bus/of-type';
import type { Epic } from '../../bus/epic';
import type { ApiClient } from '../../api/client';
import type { CustomerData } from '../../api/codecs/customer';
import { failureOf } from '../../api/failure';
import { CartEvents, ShippingEvents, type CartLine, type Cents, type Command, type DomainEvent } from '../../messages';
import type { ShippingState } from './read-model';
import { customerKnown, knownCountry, needsShipping, shippingCents, startCountry } from './request';
import { shippingBasis, shippingCartLines } from '../cart/shipping-lines';

const NOBODY = { token: null, customer: null } as const;

/** The basket step of the checkout, where the shipping form is. */
const onBasket = (s: ShippingSlice): boolean => s.ui.route?.name === 'checkout' && s.ui.route.params.step === undefined;

export interface ShippingDeps {
  api: ApiClient;
  /**
   * The token and customer (auth store, outside the log). Optional in the type so fakes built
   * for other epics still fit; without it nobody counts as logged in.
   */
  auth: { current?(): { token: string | null; customer: CustomerData | null } };
  /** The shop's default shipping country (remote configuration); none without it. */
  defaultCountry?(): string | null;
}

export interface ShippingSlice {
  readonly cart: {
    readonly lines: readonly CartLine[];
    readonly shippingCosts: Cents | null;
    readonly shippingError: boolean;
    readonly shippingCostsFor: string | null;
  };
  readonly shipping: ShippingState;
  readonly account: { readonly signedIn: boolean };
  readonly ui: { readonly route?: { readonly name: string; readonly params: Readonly<Record<string, string>> } };
}

export type ShippingEpic = Epic<Command, ShippingSlice, ShippingDeps, DomainEvent>;

interface Request {
  key: string;
  country: string | null;
  signedIn: boolean;
  lines: ReturnType<typeof shippingCartLines>;
  shipped: boolean;
}

/**
 * Shipping costs (000 §5, §7): recalculated whenever what they depend on changes: the
 * basket's lines, the chosen country, signing in or out. On start-up only when the restored
 * costs do not answer the restored basket (shippingCostsFor): the previous page was left
 * before its answer came, and nothing would change again to ask. switchMap: only the answer
 * for the latest basket counts. Failure: cost none, code stored (ShippingCostsLoadFailed).
 */
export const shippingEpic: ShippingEpic = (command$, state$, deps) => {
  const request = (s: ShippingSlice): Request => {
    const auth = deps.auth.current?.() ?? { token: null, customer: null };
    const { customer } = auth;
    const signedIn = customerKnown(auth);
    const country = knownCountry(signedIn, customer, s.shipping.country);
    const lines = shippingCartLines(s.cart.lines);
    const shipped = needsShipping(s.cart.lines);
    return { key: JSON.stringify([shipped ? lines : [], shipped ? country : null, signedIn, s.account.signedIn]), country, signedIn, lines, shipped };
  };

  const owed = (r: Request): boolean => r.shipped && r.country !== null && state$.value.cart.shippingCostsFor !== shippingBasis(r.lines, r.country);

  const calculate = (r: Request): Observable<DomainEvent> => {
    if (!r.shipped || r.country === null) {
      const cart = state$.value.cart;
      return cart.shippingCosts !== null || cart.shippingError ? of(CartEvents.ShippingCostsReset.create({})) : EMPTY;
    }
    const country = r.country;
    // Logged in, the server knows the customer's address (and gets the token as `_`).
    const body = r.signedIn ? { cart: r.lines } : { cart: r.lines, country };
    return deps.api.call('shippingCosts', { body }).pipe(
      map((result) =>
        isLeft(result)
          ? CartEvents.ShippingCostsLoadFailed.create({ code: failureOf(result.left).code, country })
          : CartEvents.ShippingCostsLoaded.create({ shippingCosts: shippingCents(result.right), country }),
      ),
    );
  };

  return merge(
    command$.pipe(
      ofType('ChooseShippingCountry'),
      map((c) => c.country.trim().toUpperCase()),
      switchMap((country) =>
        /^[A-Z]{2,3}$/.test(country) && country !== state$.value.shipping.country
          ? of(ShippingEvents.ShippingCountryChosen.create({ country }))
          : EMPTY,
      ),
    ),
    state$.pipe(
      map(request),
      distinctUntilChanged((a, b) => a.key === b.key),
      switchMap((r, i) => (i > 0 || owed(r) ? calculate(r) : EMPTY)),
    ),
    // 000 §4: on the basket, with a parcel due and no country chosen, the form starts from the
    // customer's or the shop's country, chosen for the visitor (the basket shows it, the costs
    // follow). The screen only shows what is chosen.
    state$.pipe(
      map((s) => (onBasket(s) ? startCountry(s.cart.lines, s.shipping.country, deps.auth.current?.() ?? NOBODY, deps.defaultCountry?.() ?? null) : null)),
      distinctUntilChanged(),
      switchMap((country) => (country === null ? EMPTY : of(ShippingEvents.ShippingCountryChosen.create({ country })))),
    ),
  );
};

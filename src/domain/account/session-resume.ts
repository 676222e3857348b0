import { defer, EMPTY, mergeMap, of, type Observable } from 'rxjs';
import { isRight } from 'fp-ts/Either';
import type { Epic } from '../../bus/epic';
import { AccountEvents, type Command, type DomainEvent } from '../../messages';
import type { AccountState } from './read-model';
import { isGuestCustomer, type AccountDeps } from './epics';

/**
 * A page's start with a stored token: the customer is loaded again (the server's data is the
 * truth; the stored copy may be of an older format or stale), and where the log holds no sign-in
 * it is recorded now. That happens when the page went away (a reload, a closed tab restored)
 * between the login storing its token and the customer answering (adoptToken): the header
 * would show the visitor signed in while the checkout asked them to sign in. The guest flag is
 * the customer's, as after a login; a customer call that fails on the way still records the
 * sign-in (the token is held), a 401 does not (the API signals forget the token). Signed out or
 * in anew meanwhile, the answer belongs to an old session and changes nothing. A log signed in
 * with no token and no guest's details left is signed out.
 */
export const sessionResumeEpic: Epic<Command, { account: AccountState }, Pick<AccountDeps, 'api' | 'auth'>, DomainEvent> = (_command$, state$, deps) =>
  defer(() => {
    const { token, customer: stored } = deps.auth.current?.() ?? { token: null, customer: null };
    if (token === null) {
      // The other way round: the log says signed in, and nothing is left to be signed in with
      // (no token, no guest's details): storage refused the token, or held one that was no
      // token (auth-store.ts drops it). The checkout follows the header: signed out.
      return stored === null && state$.value.account.signedIn ? of(AccountEvents.CustomerSignedOut.create({})) : EMPTY;
    }
    return deps.api.call('customerData').pipe(
      mergeMap((result): Observable<DomainEvent> => {
        if (deps.auth.current?.().token !== token) return EMPTY;
        const customer = isRight(result) ? result.right : null;
        if (customer) deps.auth.setCustomer?.(customer, token);
        if (state$.value.account.signedIn) return EMPTY;
        if (!isRight(result) && result.left.kind === 'Http' && result.left.status === 401) return EMPTY;
        return of(AccountEvents.CustomerSignedIn.create({ guest: isGuestCustomer(customer) }));
      }),
    );
  });

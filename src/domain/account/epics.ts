import { concat, defer, EMPTY, exhaustMap, merge, mergeMap, of, switchMap, tap, type Observable, type SchedulerLike } from 'rxjs';
import { isLeft, isRight } from 'fp-ts/Either';
import { ofType } from '../../bus/of-type';
import type { Epic } from '../../bus/epic';
import type { KeyValueStorage, Navigator, Random } from '../../bus/deps';
import { forgetCustomerDrafts } from './drafts';
import type { FormFeedback } from './feedback';
import { AccountEvents, type Command, type DomainEvent } from '../../messages';
import type { ApiClient } from '../../api/client';
import type { CustomerData } from '../../api/codecs/customer';
import { md5$ } from './md5';
import { shellAnswered, toaster } from './toasts';

/** The token and the customer: a secret and personal data, kept outside the log (src/app/session). */
export interface AuthAccess {
  /** `token` null: a guest accepted without a token (001 §5, guest registration). */
  signIn(token: string | null, customer: CustomerData | null): void;
  signOut(): void;
  /** Replaces the customer only while `forToken` is still the session's token (a late answer of an old session changes nothing). */
  setCustomer?(customer: CustomerData, forToken: string | null): void;
  current?(): { token: string | null; customer: CustomerData | null };
}

export interface AccountDeps {
  api: ApiClient;
  navigator: Navigator;
  auth: AuthAccess;
  random: Random;
  scheduler?: SchedulerLike;
  /** Where to go after login (the stored return target, or home); read at success time. */
  afterLogin(): string;
  /** 001 §4: a login loads the payment types again (they may depend on the customer). */
  reloadPaymentTypes?(): void;
  /** The MD5 function, loaded on first use (tests pass a synchronous one to run on virtual time). */
  md5?: () => Observable<(text: string) => string>;
  /** Where the customer forms' drafts live (forgotten at sign-out). */
  storage: KeyValueStorage;
  /** What the server said about the customer forms (forgotten at sign-out). */
  feedback?: FormFeedback;
}

export const isGuestCustomer = (customer: CustomerData | null): boolean => customer?.isGuest === true || customer?.isGuest === 1;

/**
 * After a token arrived (login, password recovery): store it, load the customer, reload the
 * payment types, then emit the customer (null when unknown). A failed customer call still leaves
 * the visitor signed in (the token is valid) with the customer unknown. Signed out (or in anew)
 * while the customer call was under way, the session it belongs to is over: nothing is stored
 * and nothing emitted, so no sign-in or navigation of it follows the logout (issue 30).
 */
export function adoptToken(deps: Pick<AccountDeps, 'api' | 'auth' | 'reloadPaymentTypes'>, token: string): Observable<CustomerData | null> {
  deps.auth.signIn(token, null);
  return deps.api.call('customerData').pipe(
    mergeMap((result) => {
      if (deps.auth.current && deps.auth.current().token !== token) return EMPTY;
      const customer = isRight(result) ? result.right : null;
      if (customer) deps.auth.signIn(token, customer);
      deps.reloadPaymentTypes?.();
      return of(customer);
    }),
  );
}

/**
 * Login (001 §4, §7): `_u` = email, `_p` = MD5 of the password; a toast while logging in (2 s,
 * or until a success, whose page starts without it); success stores the token, loads the
 * customer and the payment types, then goes to the return target; failure sets loginFailed
 * and shows AUTH_LOGIN_FAILED. exhaustMap: a double click logs in once. Logout forgets token, customer and every customer draft.
 */
export const accountEpic: Epic<Command, { readonly account?: { readonly signedIn: boolean } }, AccountDeps, DomainEvent> = (command$, state$, deps) => {
  const toasts = toaster(deps);
  return merge(
    toasts.dismissals$,
    command$.pipe(
      ofType('SignIn'),
      exhaustMap(({ email, password }) =>
        concat(
          defer(() => of(toasts.show('AUTH_LOGGING_IN'))),
          (deps.md5 ?? md5$)().pipe(
            switchMap((md5) => deps.api.call('login', { body: { _u: email.trim(), _p: md5(password) } })),
            switchMap((result): Observable<DomainEvent> => {
              if (isLeft(result)) {
                const credentials = result.left.kind === 'Http' && [400, 401, 403, 422].includes(result.left.status);
                return concat(
                  of(AccountEvents.SignInFailed.create({ reason: credentials ? 'credentials' : 'unavailable' })),
                  shellAnswered(result.left) ? EMPTY : defer(() => of(toasts.show('AUTH_LOGIN_FAILED'))),
                );
              }
              return adoptToken(deps, result.right).pipe(
                mergeMap((customer) =>
                  concat(
                    toasts.end('AUTH_LOGGING_IN'),
                    of(AccountEvents.CustomerSignedIn.create({ guest: isGuestCustomer(customer) })),
                    defer(() => {
                      deps.navigator.navigate(deps.afterLogin(), { replace: true });
                      return EMPTY;
                    }),
                  ),
                ),
              );
            }),
          ),
        ),
      ),
    ),
    command$.pipe(
      ofType('SignOut'),
      tap(() => {
        deps.auth.signOut();
        forgetCustomerDrafts(deps.storage);
        deps.feedback?.clear();
        deps.reloadPaymentTypes?.();
      }),
      // Already signed out in the log (a page load of /logout: boot forgot the token, and the
      // runtime's start recorded the sign-out, session-resume.ts): nothing to record again.
      mergeMap(() => (state$.value.account?.signedIn === false ? EMPTY : of(AccountEvents.CustomerSignedOut.create({})))),
    ),
  );
};

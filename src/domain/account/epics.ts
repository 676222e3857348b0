import { concat, defer, EMPTY, exhaustMap, from, merge, mergeMap, of, switchMap, tap, type Observable } from 'rxjs';
import { isLeft, isRight } from 'fp-ts/Either';
import { ofType } from '../../bus/of-type';
import type { Epic } from '../../bus/epic';
import type { Navigator } from '../../bus/deps';
import { AccountEvents, type Command, type DomainEvent } from '../../messages';
import type { ApiClient } from '../../api/client';
import type { CustomerData } from '../../api/codecs/customer';

export interface AccountDeps {
  api: ApiClient;
  navigator: Navigator;
  auth: {
    signIn(token: string, customer: CustomerData | null): void;
    signOut(): void;
  };
  /** Where to go after login (the stored return target, or home); read at success time. */
  afterLogin(): string;
}

/**
 * Login (001 §4): `_u` = email, `_p` = MD5 of the password; success stores the token, loads
 * the customer, navigates to the return target. exhaustMap: a double click logs in once.
 */
export const accountEpic: Epic<Command, unknown, AccountDeps, DomainEvent> = (command$, _state$, deps) =>
  merge(
    command$.pipe(
      ofType('SignIn'),
      exhaustMap(({ email, password }) =>
        // MD5 is loaded with the login, not with every page: it is only ever needed here.
        from(import(/* webpackChunkName: "md5" */ 'blueimp-md5')).pipe(
          switchMap(({ default: md5 }) => deps.api.call('login', { body: { _u: email.trim(), _p: md5(password) } })),
          switchMap((result): Observable<DomainEvent> => {
            if (isLeft(result)) {
              const credentials = result.left.kind === 'Http' && [400, 401, 403, 422].includes(result.left.status);
              return of(AccountEvents.SignInFailed.create({ reason: credentials ? 'credentials' : 'unavailable' }));
            }
            const token = result.right;
            deps.auth.signIn(token, null);
            return deps.api.call('customerData').pipe(
              mergeMap((customer) => {
                if (isRight(customer)) deps.auth.signIn(token, customer.right);
                const guest = isRight(customer) && (customer.right.isGuest === true || customer.right.isGuest === 1);
                return concat(
                  of(AccountEvents.CustomerSignedIn.create({ guest })),
                  defer(() => {
                    deps.navigator.navigate(deps.afterLogin(), { replace: true });
                    return EMPTY;
                  }),
                );
              }),
            );
          }),
        ),
      ),
    ),
    command$.pipe(
      ofType('SignOut'),
      tap(() => deps.auth.signOut()),
      mergeMap(() => from([AccountEvents.CustomerSignedOut.create({})])),
    ),
  );

import { concat, EMPTY, exhaustMap, merge, mergeMap, of, switchMap, type Observable } from 'rxjs';
import { isLeft } from 'fp-ts/Either';
import { ofType } from '../../bus/of-type';
import * as CustomerEvents from '../../messages/events/customer';
import { AccountEvents, type Command, type DomainEvent } from '../../messages';
import { adoptToken, isGuestCustomer } from './epics';
import { md5$ } from './md5';
import { refusedByServer } from './decide-answer';
import { formsIo, type CustomerFormDeps, type Show } from './forms-io';
import { shellAnswered, type ToastKey } from './toasts';
import type { ApiError } from '../../api/errors';

/**
 * The credential forms (001 §4, §8): change the password or the e-mail address, ask for a
 * password reset and set a new password from the mail's link (then signed in). Submits use
 * exhaustMap (a double click sends once); passwords leave as MD5 hex only.
 */
export function credentialFlows(command$: Observable<Command>, deps: CustomerFormDeps, show: Show): Observable<DomainEvent> {
  const io = formsIo(deps);
  const md5 = () => (deps.md5 ?? md5$)();
  const failed = (key: ToastKey, error: ApiError): Observable<DomainEvent> => (shellAnswered(error) ? EMPTY : show(key));

  const password$ = command$.pipe(
    ofType('ChangePassword'),
    exhaustMap((command) =>
      io.submit(command, () =>
        concat(
          show('AUTH_PASSWORD_CHANGE_REQUEST'),
          md5().pipe(
            switchMap((hash) => deps.api.call('passwordChange', { body: { _po: hash(command.oldPassword), _pn: hash(command.newPassword) } })),
            switchMap((result): Observable<DomainEvent> =>
              isLeft(result)
                ? concat(io.answered('password', refusedByServer('password', result.left)), failed('AUTH_PASSWORD_CHANGE_FAILED', result.left))
                : concat(of(CustomerEvents.PasswordChanged.create({})), show('AUTH_PASSWORD_CHANGE_SUCCESS')),
            ),
          ),
        ),
      ),
    ),
  );

  const email$ = command$.pipe(
    ofType('ChangeEmail'),
    exhaustMap((command) => {
      const token = deps.auth.current?.().token ?? null;
      return io.submit(command, () =>
        md5().pipe(
          switchMap((hash) => deps.api.call('emailChange', { body: { _po: hash(command.password), email: command.email.trim() } })),
          switchMap((result): Observable<DomainEvent> =>
            isLeft(result)
              ? io.answered('email', refusedByServer('email', result.left))
              : concat(io.reloadCustomer(token), of(CustomerEvents.EmailChanged.create({})), show('AUTH_EMAIL_CHANGE_SUCCESS')),
          ),
        ),
      );
    }),
  );

  const forgot$ = command$.pipe(
    ofType('RequestPasswordReset'),
    exhaustMap((command) =>
      io.submit(command, () => {
        // 001 §2: the mail's link is /{lang}/recover/ followed by a fragment holding the token.
        const backlink = `${deps.navigator.origin()}${deps.routePath('recover')}/#`;
        return deps.api.call('passwordResetRequest', { body: { email: command.email.trim(), backlink } }).pipe(
          switchMap((result): Observable<DomainEvent> =>
            isLeft(result)
              ? concat(io.answered('forgot', refusedByServer('forgot', result.left)), failed('AUTH_REQUEST_RESET_FAIL', result.left))
              : concat(of(CustomerEvents.PasswordResetRequested.create({})), show('AUTH_REQUEST_RESET_SUCCESS'), io.navigateTo(() => deps.routePath('forgotPasswordSuccess'))),
          ),
        );
      }),
    ),
  );

  const recover$ = command$.pipe(
    ofType('RecoverPassword'),
    exhaustMap((command) =>
      io.submit(command, () =>
        concat(
          show('AUTH_SETTING_NEW_PASSWORD'),
          md5().pipe(
            switchMap((hash) => deps.api.call('passwordConfirm', { body: { token: command.token.trim(), _p: hash(command.password) } })),
            switchMap((result): Observable<DomainEvent> => {
              if (isLeft(result)) return concat(io.answered('recover', refusedByServer('recover', result.left)), failed('AUTH_SETTING_NEW_PASSWORD_FAILED', result.left));
              return adoptToken(deps, result.right).pipe(
                mergeMap((customer) =>
                  concat(
                    of(CustomerEvents.PasswordRecovered.create({})),
                    of(AccountEvents.CustomerSignedIn.create({ guest: isGuestCustomer(customer) })),
                    show('AUTH_SETTING_NEW_PASSWORD_SUCCESS'),
                    io.navigateTo(() => deps.routePath('recoverPasswordSuccess')),
                  ),
                ),
              );
            }),
          ),
        ),
      ),
    ),
  );

  return merge(password$, email$, forgot$, recover$);
}

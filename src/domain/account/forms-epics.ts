import { concat, defer, EMPTY, exhaustMap, merge, mergeMap, of, switchMap, type Observable } from 'rxjs';
import { isLeft, isRight, type Either } from 'fp-ts/Either';
import { ofType } from '../../bus/of-type';
import type { Epic } from '../../bus/epic';
import type { KeyValueStorage } from '../../bus/deps';
import type { ApiError } from '../../api/errors';
import { fieldErrors } from '../../api/errors';
import { failureOf } from '../../api/failure';
import * as CustomerEvents from '../../messages/events/customer';
import {
  AccountEvents,
  FieldName,
  type Command,
  type CustomerForm,
  type CustomerFormInput,
  type DomainEvent,
  type FieldRules,
} from '../../messages';
import { adoptToken, isGuestCustomer, type AccountDeps } from './epics';
import { md5$ } from './md5';
import { toaster, type Toaster } from './toasts';
import type { FormFeedback, FieldMessages } from './feedback';
import { clearDraft } from './drafts';
import {
  checkCustomerForm,
  checkEmailAddress,
  checkEmailChange,
  checkNewPassword,
  customerPayload,
  DETAILS_SHAPE,
  GUEST_SHAPE,
  guestCustomer,
  registerPayload,
  REGISTER_SHAPE,
  type FieldIssues,
} from './form-values';

/** The named routes these forms lead to (001 §2), in the page's language. */
export type NamedRoute = 'home' | 'login' | 'checkout' | 'registerSuccess' | 'forgotPasswordSuccess' | 'recoverPasswordSuccess' | 'recover';

export interface CustomerFormDeps extends AccountDeps {
  storage: KeyValueStorage;
  feedback: FormFeedback;
  routePath(route: NamedRoute): string;
  /** After guest registration: the stored return target (the checkout), else the checkout. */
  afterGuest(): string;
}

export interface CustomerFormSlice {
  readonly cart: { readonly requestInvoice: boolean };
}

export type CustomerFormEpic = Epic<Command, CustomerFormSlice, CustomerFormDeps, DomainEvent>;

const rejectedByShop = (form: CustomerForm, issues: FieldIssues): DomainEvent =>
  CustomerEvents.CustomerFormRejected.create({ form, invalid: Object.keys(issues), reason: 'fields', client: true });

const submitted = (form: CustomerForm): Observable<DomainEvent> => of(CustomerEvents.CustomerFormSubmitted.create({ form }));

/** Field names as the log may hold them: anything else a server sends is dropped. */
const loggable = (messages: FieldMessages): string[] => Object.keys(messages).filter((f) => FieldName.is(f));

/**
 * A refused call: a 422 field map goes to the form (the server's words to `feedback`, the field
 * names to the log); the reason is the server's code, `fields` for a bare field map, else
 * HTTP_<n> / NETWORK_ERROR / DECODE_ERROR.
 */
function rejectedByServer(deps: Pick<CustomerFormDeps, 'feedback'>, form: CustomerForm, error: ApiError): DomainEvent {
  const messages = fieldErrors(error);
  const invalid = loggable(messages);
  deps.feedback.set(form, messages);
  // The server's own code when it sent one (EMAIL_UNKNOWN, WRONG_PASSWORD), else `fields` for a bare field map.
  const code = failureOf(error).code;
  const reason = invalid.length > 0 && /^HTTP_\d+$/.test(code) ? 'fields' : code;
  return CustomerEvents.CustomerFormRejected.create({ form, invalid, reason, client: false });
}

const navigateTo = (deps: Pick<CustomerFormDeps, 'navigator'>, path: () => string): Observable<never> =>
  defer(() => {
    deps.navigator.navigate(path(), { replace: true });
    return EMPTY;
  });

/** 001 §5: a guest registration refused only for the password is accepted. */
function passwordOnly(error: ApiError): boolean {
  const fields = Object.keys(fieldErrors(error));
  return fields.length > 0 && fields.every((f) => f === 'password');
}

/** The token a 422 may still carry in `data` (guest registration accepted despite the password). */
function tokenIn(error: ApiError): string | null {
  if (error.kind !== 'Http' || typeof error.body !== 'object' || error.body === null) return null;
  const data = (error.body as { data?: unknown }).data;
  return typeof data === 'string' && data.length > 0 ? data : null;
}

/**
 * The customer forms of 001 §4–§8: register (then signed in with the new account), guest
 * registration, the settings forms, password reset and recovery, and the validate-only checks
 * as fields are completed. Submits use exhaustMap (a double click sends once); checks use
 * switchMap (only the latest state of the form counts). The shop's own checks run first and
 * send nothing when they fail.
 */
export const customerFormsEpic: CustomerFormEpic = (command$, state$, deps) => {
  const toasts: Toaster = toaster(deps);
  const show = (key: Parameters<Toaster['show']>[0]): Observable<DomainEvent> => defer(() => of(toasts.show(key)));

  const signInGuest = (token: string | null, values: CustomerFormInput, rules: FieldRules): Observable<DomainEvent> => {
    const typed = guestCustomer(values, rules);
    const customer$ = token === null ? of(null) : adoptToken(deps, token);
    return customer$.pipe(
      mergeMap((loaded) => {
        // The server's customer when it answered, else what the visitor typed: the payment step needs the billing details.
        if (!loaded) deps.auth.signIn(token, typed);
        deps.feedback.clear('guest');
        clearDraft(deps.storage, 'guest');
        return concat(
          of(CustomerEvents.GuestRegistered.create({ withToken: token !== null })),
          of(AccountEvents.CustomerSignedIn.create({ guest: true })),
          navigateTo(deps, deps.afterGuest),
        );
      }),
    );
  };

  const register$ = command$.pipe(
    ofType('RegisterCustomer'),
    exhaustMap(({ values, rules }) => {
      const issues = checkCustomerForm(values, rules, REGISTER_SHAPE);
      if (Object.keys(issues).length > 0) return of(rejectedByShop('register', issues));
      return concat(
        submitted('register'),
        deps.api.call('register', { body: { c: registerPayload(values, rules) } }).pipe(
          switchMap((result): Observable<DomainEvent> => {
            if (isLeft(result)) return of(rejectedByServer(deps, 'register', result.left));
            deps.feedback.clear('register');
            clearDraft(deps.storage, 'register');
            // The account exists; sign in with it right away, so the visitor goes on as a customer.
            const signIn$ = (deps.md5 ?? md5$)().pipe(
              switchMap((md5) => deps.api.call('login', { body: { _u: values.email.trim(), _p: md5(values.password) } })),
              switchMap((login) =>
                isLeft(login)
                  ? EMPTY
                  : adoptToken(deps, login.right).pipe(mergeMap((customer) => of(AccountEvents.CustomerSignedIn.create({ guest: isGuestCustomer(customer) })))),
              ),
            );
            return concat(of(CustomerEvents.CustomerRegistered.create({})), signIn$, navigateTo(deps, () => deps.routePath('registerSuccess')));
          }),
        ),
      );
    }),
  );

  const guest$ = command$.pipe(
    ofType('RegisterGuest'),
    exhaustMap(({ values, rules }) => {
      const issues = checkCustomerForm(values, rules, GUEST_SHAPE);
      if (Object.keys(issues).length > 0) return of(rejectedByShop('guest', issues));
      // 001 §7: send_invoice from the basket's invoice flag.
      const c = customerPayload(values, rules, { sendInvoice: state$.value.cart.requestInvoice });
      return concat(
        submitted('guest'),
        deps.api.call('guestRegister', { body: { c } }).pipe(
          switchMap((result): Observable<DomainEvent> => {
            if (isRight(result)) return signInGuest(result.right, values, rules);
            if (passwordOnly(result.left)) {
              // Accepted (001 §5) when the answer still carries a token; without one the guest could
              // not pay (payment init needs it), so the visitor is told and the details stay.
              const token = tokenIn(result.left);
              return token !== null
                ? signInGuest(token, values, rules)
                : of(CustomerEvents.CustomerFormRejected.create({ form: 'guest', invalid: [], reason: 'GUEST_NO_SESSION', client: false }));
            }
            return of(rejectedByServer(deps, 'guest', result.left));
          }),
        ),
      );
    }),
  );

  const details$ = command$.pipe(
    ofType('SaveCustomerDetails'),
    exhaustMap(({ values, rules }) => {
      const issues = checkCustomerForm(values, rules, DETAILS_SHAPE);
      if (Object.keys(issues).length > 0) return of(rejectedByShop('details', issues));
      const token = deps.auth.current?.().token ?? null;
      return concat(
        submitted('details'),
        deps.api.call('customerUpdate', { body: { c: customerPayload(values, rules) } }).pipe(
          switchMap((result): Observable<DomainEvent> => {
            if (isLeft(result)) return of(rejectedByServer(deps, 'details', result.left));
            deps.feedback.clear('details');
            clearDraft(deps.storage, 'details');
            return concat(reloadCustomer(token), of(CustomerEvents.CustomerDetailsSaved.create({})), show('USER_SETTINGS_SAVED'));
          }),
        ),
      );
    }),
  );

  /** The header shows the customer's name: load it again after a change (only for the same session). */
  const reloadCustomer = (token: string | null): Observable<never> =>
    deps.api.call('customerData').pipe(
      mergeMap((result) => {
        if (isRight(result)) deps.auth.setCustomer?.(result.right, token);
        return EMPTY;
      }),
    );

  const checks$ = command$.pipe(
    ofType('CheckCustomerForm'),
    switchMap(({ form, values, rules }): Observable<DomainEvent> => {
      const call =
        form === 'details'
          ? deps.api.call('customerValidate', { body: { c: customerPayload(values, rules) } })
          : // There is no validate call for guests: the registration's is used and its password error ignored (001 §5).
            deps.api.call('registerValidate', { body: { c: registerPayload(values, rules) } });
      return call.pipe(
        mergeMap((result: Either<ApiError, unknown>) => {
          if (isLeft(result) && !(result.left.kind === 'Http' && result.left.status === 422)) return EMPTY;
          const all = isLeft(result) ? fieldErrors(result.left) : {};
          const messages = form === 'guest' ? Object.fromEntries(Object.entries(all).filter(([f]) => f !== 'password')) : all;
          deps.feedback.set(form, messages);
          return of(CustomerEvents.CustomerFormChecked.create({ form, invalid: loggable(messages) }));
        }),
      );
    }),
  );

  const password$ = command$.pipe(
    ofType('ChangePassword'),
    exhaustMap(({ oldPassword, newPassword, passwordConfirmation }) => {
      const issues = { ...(oldPassword === '' ? { oldPassword: 'required' as const } : {}), ...checkNewPassword(newPassword, passwordConfirmation, 'newPassword') };
      if (Object.keys(issues).length > 0) return of(rejectedByShop('password', issues));
      return concat(
        submitted('password'),
        show('AUTH_PASSWORD_CHANGE_REQUEST'),
        (deps.md5 ?? md5$)().pipe(
          switchMap((md5) => deps.api.call('passwordChange', { body: { _po: md5(oldPassword), _pn: md5(newPassword) } })),
          switchMap((result): Observable<DomainEvent> =>
            isLeft(result)
              ? concat(of(rejectedByServer(deps, 'password', result.left)), show('AUTH_PASSWORD_CHANGE_FAILED'))
              : concat(of(CustomerEvents.PasswordChanged.create({})), show('AUTH_PASSWORD_CHANGE_SUCCESS')),
          ),
        ),
      );
    }),
  );

  const email$ = command$.pipe(
    ofType('ChangeEmail'),
    exhaustMap(({ password, email, emailConfirmation }) => {
      const issues = checkEmailChange(password, email, emailConfirmation);
      if (Object.keys(issues).length > 0) return of(rejectedByShop('email', issues));
      const token = deps.auth.current?.().token ?? null;
      return concat(
        submitted('email'),
        (deps.md5 ?? md5$)().pipe(
          switchMap((md5) => deps.api.call('emailChange', { body: { _po: md5(password), email: email.trim() } })),
          switchMap((result): Observable<DomainEvent> =>
            isLeft(result)
              ? of(rejectedByServer(deps, 'email', result.left))
              : concat(reloadCustomer(token), of(CustomerEvents.EmailChanged.create({})), show('AUTH_EMAIL_CHANGE_SUCCESS')),
          ),
        ),
      );
    }),
  );

  const forgot$ = command$.pipe(
    ofType('RequestPasswordReset'),
    exhaustMap(({ email }) => {
      const issues = checkEmailAddress(email);
      if (Object.keys(issues).length > 0) return of(rejectedByShop('forgot', issues));
      // 001 §2: the mail's link is /{lang}/recover/ followed by a fragment holding the token.
      const backlink = `${deps.navigator.origin()}${deps.routePath('recover')}/#`;
      return concat(
        submitted('forgot'),
        deps.api.call('passwordResetRequest', { body: { email: email.trim(), backlink } }).pipe(
          switchMap((result): Observable<DomainEvent> =>
            isLeft(result)
              ? concat(of(rejectedByServer(deps, 'forgot', result.left)), show('AUTH_REQUEST_RESET_FAIL'))
              : concat(
                  of(CustomerEvents.PasswordResetRequested.create({})),
                  show('AUTH_REQUEST_RESET_SUCCESS'),
                  navigateTo(deps, () => deps.routePath('forgotPasswordSuccess')),
                ),
          ),
        ),
      );
    }),
  );

  const recover$ = command$.pipe(
    ofType('RecoverPassword'),
    exhaustMap(({ token, password, passwordConfirmation }) => {
      const issues = checkNewPassword(password, passwordConfirmation);
      if (Object.keys(issues).length > 0) return of(rejectedByShop('recover', issues));
      if (token.trim() === '') return of(CustomerEvents.CustomerFormRejected.create({ form: 'recover', invalid: [], reason: 'INVALID_TOKEN', client: true }));
      return concat(
        submitted('recover'),
        show('AUTH_SETTING_NEW_PASSWORD'),
        (deps.md5 ?? md5$)().pipe(
          switchMap((md5) => deps.api.call('passwordConfirm', { body: { token: token.trim(), _p: md5(password) } })),
          switchMap((result): Observable<DomainEvent> => {
            if (isLeft(result)) return concat(of(rejectedByServer(deps, 'recover', result.left)), show('AUTH_SETTING_NEW_PASSWORD_FAILED'));
            return adoptToken(deps, result.right).pipe(
              mergeMap((customer) =>
                concat(
                  of(CustomerEvents.PasswordRecovered.create({})),
                  of(AccountEvents.CustomerSignedIn.create({ guest: isGuestCustomer(customer) })),
                  show('AUTH_SETTING_NEW_PASSWORD_SUCCESS'),
                  navigateTo(deps, () => deps.routePath('recoverPasswordSuccess')),
                ),
              ),
            );
          }),
        ),
      );
    }),
  );

  return merge(toasts.dismissals$, register$, guest$, details$, checks$, password$, email$, forgot$, recover$);
};

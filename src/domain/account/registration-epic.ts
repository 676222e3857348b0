import { concat, EMPTY, exhaustMap, merge, mergeMap, of, switchMap, type Observable } from 'rxjs';
import { isLeft, type Either } from 'fp-ts/Either';
import { ofType } from '../../bus/of-type';
import type { ApiError } from '../../api/errors';
import * as CustomerEvents from '../../messages/events/customer';
import { AccountEvents, type Command, type CustomerFormInput, type DomainEvent, type FieldRules } from '../../messages';
import type { StateObservable } from '../../bus/epic';
import { adoptToken, isGuestCustomer } from './epics';
import { md5$ } from './md5';
import { customerPayload, guestCustomer, registerPayload } from './form-values';
import { decideCheckAnswer, decideGuestAnswer, refusedByServer } from './decide-answer';
import { formsIo, type CustomerFormDeps, type CustomerFormSlice, type Show } from './forms-io';

/**
 * The customer data forms (001 §5–§7): register (then signed in with the new account), guest
 * registration, the personal details, and the validate-only checks as fields are completed.
 * Submits use exhaustMap (a double click sends once), checks switchMap (only the latest state of
 * the form counts); what a submit or an answer means is decided in decide-submit.ts and decide-answer.ts.
 */
export function registrationFlows(command$: Observable<Command>, state$: StateObservable<CustomerFormSlice>, deps: CustomerFormDeps, show: Show): Observable<DomainEvent> {
  const io = formsIo(deps);

  const signInGuest = (token: string | null, values: CustomerFormInput, rules: FieldRules): Observable<DomainEvent> => {
    const typed = guestCustomer(values, rules);
    const customer$ = token === null ? of(null) : adoptToken(deps, token);
    return customer$.pipe(
      mergeMap((loaded) => {
        // The server's customer when it answered, else what the visitor typed: the payment step needs the billing details.
        if (!loaded) deps.auth.signIn(token, typed);
        io.done('guest');
        return concat(
          of(CustomerEvents.GuestRegistered.create({ withToken: token !== null })),
          of(AccountEvents.CustomerSignedIn.create({ guest: true })),
          io.navigateTo(deps.afterGuest),
        );
      }),
    );
  };

  const register$ = command$.pipe(
    ofType('RegisterCustomer'),
    exhaustMap((command) =>
      io.submit(command, () =>
        deps.api.call('register', { body: { c: registerPayload(command.values, command.rules) } }).pipe(
          switchMap((result): Observable<DomainEvent> => {
            if (isLeft(result)) return io.answered('register', refusedByServer('register', result.left));
            io.done('register');
            // The account exists; sign in with it right away, so the visitor goes on as a customer.
            const signIn$ = (deps.md5 ?? md5$)().pipe(
              switchMap((md5) => deps.api.call('login', { body: { _u: command.values.email.trim(), _p: md5(command.values.password) } })),
              switchMap((login) =>
                isLeft(login)
                  ? EMPTY
                  : adoptToken(deps, login.right).pipe(mergeMap((customer) => of(AccountEvents.CustomerSignedIn.create({ guest: isGuestCustomer(customer) })))),
              ),
            );
            return concat(of(CustomerEvents.CustomerRegistered.create({})), signIn$, io.navigateTo(() => deps.routePath('registerSuccess')));
          }),
        ),
      ),
    ),
  );

  const guest$ = command$.pipe(
    ofType('RegisterGuest'),
    exhaustMap((command) =>
      io.submit(command, () => {
        const { values, rules } = command;
        // 001 §7: send_invoice from the basket's invoice flag.
        const c = customerPayload(values, rules, { sendInvoice: state$.value.cart.requestInvoice });
        return deps.api.call('guestRegister', { body: { c } }).pipe(
          switchMap((result): Observable<DomainEvent> => {
            const answer = decideGuestAnswer(result);
            return 'signIn' in answer ? signInGuest(answer.signIn, values, rules) : io.answered('guest', answer.refused);
          }),
        );
      }),
    ),
  );

  const details$ = command$.pipe(
    ofType('SaveCustomerDetails'),
    exhaustMap((command) => {
      const token = deps.auth.current?.().token ?? null;
      return io.submit(command, () =>
        deps.api.call('customerUpdate', { body: { c: customerPayload(command.values, command.rules) } }).pipe(
          switchMap((result): Observable<DomainEvent> => {
            if (isLeft(result)) return io.answered('details', refusedByServer('details', result.left));
            io.done('details');
            return concat(io.reloadCustomer(token), of(CustomerEvents.CustomerDetailsSaved.create({})), show('USER_SETTINGS_SAVED'));
          }),
        ),
      );
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
          const answer = decideCheckAnswer(form, result);
          return answer === null ? EMPTY : io.answered(form, answer);
        }),
      );
    }),
  );

  return merge(register$, guest$, details$, checks$);
}

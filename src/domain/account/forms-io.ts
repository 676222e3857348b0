import { concat, defer, EMPTY, mergeMap, of, type Observable } from 'rxjs';
import { isRight } from 'fp-ts/Either';
import type { Epic } from '../../bus/epic';
import type { KeyValueStorage } from '../../bus/deps';
import type { Command, CustomerForm, DomainEvent } from '../../messages';
import type { AccountDeps } from './epics';
import type { FormFeedback } from './feedback';
import type { Toaster } from './toasts';
import type { ServerAnswer } from './decide-answer';
import { decideSubmit, type SubmitCommand } from './decide-submit';
import { clearDraft, type DraftForm } from './drafts';

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

/** A toast as an event of the stream (the toaster hands out its id when it is shown). */
export type Show = (key: Parameters<Toaster['show']>[0]) => Observable<DomainEvent>;

/** The I/O the customer forms share: deciding a submit, the server's words, drafts, navigation and the header's customer. */
export function formsIo(deps: CustomerFormDeps) {
  return {
    /** The submit's decision (decide-submit.ts); the request only when the shop's checks pass. */
    submit: (command: SubmitCommand, request: () => Observable<DomainEvent>): Observable<DomainEvent> =>
      defer(() => {
        const { event, send } = decideSubmit(command);
        return send ? concat(of(event), request()) : of(event);
      }),

    /** The server's answer: its words to the form's feedback (in memory), its fact to the log. */
    answered: (form: CustomerForm, answer: ServerAnswer): Observable<DomainEvent> =>
      defer(() => {
        if (answer.messages !== null) deps.feedback.set(form, answer.messages);
        return of(answer.event);
      }),

    /** The form is done: its server words and its draft go. */
    done: (form: DraftForm): void => {
      deps.feedback.clear(form);
      clearDraft(deps.storage, form);
    },

    navigateTo: (path: () => string): Observable<never> =>
      defer(() => {
        deps.navigator.navigate(path(), { replace: true });
        return EMPTY;
      }),

    /** The header shows the customer's name: load it again after a change (only for the same session). */
    reloadCustomer: (token: string | null): Observable<never> =>
      deps.api.call('customerData').pipe(
        mergeMap((result) => {
          if (isRight(result)) deps.auth.setCustomer?.(result.right, token);
          return EMPTY;
        }),
      ),
  };
}


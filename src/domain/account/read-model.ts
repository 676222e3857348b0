import * as t from 'io-ts';
import { assertNever, type EventOf } from '../../messages';
import { defineReadModel } from '../../event-log/read-model';

/** Whether someone is signed in, and how the last attempt went. The who lives in the auth store. */
export const AccountState = t.type({
  signedIn: t.boolean,
  guest: t.boolean,
  loginFailed: t.union([t.null, t.keyof({ credentials: null, unavailable: null })]),
});
export type AccountState = t.TypeOf<typeof AccountState>;

const handles = ['CustomerSignedIn', 'SignInFailed', 'CustomerSignedOut'] as const;

export function reduceAccount(state: AccountState, event: EventOf<(typeof handles)[number]>): AccountState {
  switch (event.type) {
    case 'CustomerSignedIn':
      return { signedIn: true, guest: event.data.guest, loginFailed: null };
    case 'SignInFailed':
      return { ...state, loginFailed: event.data.reason };
    case 'CustomerSignedOut':
      return { signedIn: false, guest: false, loginFailed: null };
    default:
      return assertNever(event);
  }
}

export const accountReadModel = defineReadModel({
  handles,
  initial: { signedIn: false, guest: false, loginFailed: null },
  codec: AccountState,
  reduce: reduceAccount,
});

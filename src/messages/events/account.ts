import * as t from 'io-ts';
import { defineEvent, NoData } from '../define';

// No token, email, name or password ever appears in these payloads (docs/architecture.md).

export const CustomerSignedIn = defineEvent('CustomerSignedIn', 1, t.strict({ guest: t.boolean }));
export const SignInFailed = defineEvent(
  'SignInFailed',
  1,
  t.strict({ reason: t.keyof({ credentials: null, unavailable: null }) }),
);
export const CustomerSignedOut = defineEvent('CustomerSignedOut', 1, NoData);

import { defer, merge, of } from 'rxjs';
import { toaster } from './toasts';
import { registrationFlows } from './registration-epic';
import { credentialFlows } from './credentials-epic';
import type { CustomerFormEpic, Show } from './forms-io';

export type { CustomerFormDeps, CustomerFormEpic, CustomerFormSlice, NamedRoute } from './forms-io';

/**
 * The customer forms of 001 §4–§8: the customer data forms (registration-epic.ts) and the
 * credential forms (credentials-epic.ts), one toaster for both. The shop's own checks run first
 * and send nothing when they fail (decide-submit.ts); what an answer means is decide-answer.ts's.
 */
export const customerFormsEpic: CustomerFormEpic = (command$, state$, deps) => {
  const toasts = toaster(deps);
  const show: Show = (key) => defer(() => of(toasts.show(key)));
  return merge(toasts.dismissals$, registrationFlows(command$, state$, deps, show), credentialFlows(command$, deps, show));
};

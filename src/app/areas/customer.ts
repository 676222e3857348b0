import * as events from '../../messages/events/customer';
import { customerFormsEpic } from '../../domain/account/forms-epics';
import { defineArea } from '../../engine/area';
import { customerReadModels } from '../../domain/account/slices';

/**
 * The customer forms (registration, guest registration, password recovery, settings): load
 * with their routes and with the checkout. Signing in and out stay in the core (the header,
 * the login page and a 401 anywhere need them).
 */
export const customerArea = defineArea({
  name: 'customer',
  readModels: customerReadModels,
  epics: { customerForms: customerFormsEpic },
  events,
});

import { cartEpic } from '../domain/cart/epics';
import { noticesEpic } from '../domain/session/epics';
import { uiEpic } from '../domain/ui/epics';
import { accountEpic } from '../domain/account/epics';
import { sessionResumeEpic } from '../domain/account/session-resume';
import { shippingEpic } from '../domain/shipping/epics';
import { apiSignalsEpic } from './api-signals-epic';
import { lineNamesEpic } from './line-names-epic';
import type { AppEpic } from './epics';

/**
 * The core's epics, by name (the name appears in EpicFailed reports). They run from boot;
 * an area's epics start when it registers (src/app/areas/). Shipping is core: its epic
 * watches the basket, the country and signing in from boot on, wherever they change.
 */
export const coreEpics: Record<string, AppEpic> = {
  cart: cartEpic,
  notices: noticesEpic,
  ui: uiEpic,
  apiSignals: apiSignalsEpic,
  account: accountEpic,
  sessionResume: sessionResumeEpic,
  shipping: shippingEpic,
  lineNames: lineNamesEpic,
};

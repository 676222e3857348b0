import * as events from '../../messages/events/vouchers';
import { vouchersEpic } from '../../domain/vouchers/epics';
import { defineArea } from '../../engine/area';
import { vouchersReadModels } from '../../domain/vouchers/slices';

/** Vouchers and voucher codes: loads with the voucher routes and with the basket (codes). */
export const vouchersArea = defineArea({
  name: 'vouchers',
  readModels: vouchersReadModels,
  epics: { vouchers: vouchersEpic },
  events,
  upcasters: {
    // v1 did not record which code was tried.
    VoucherCodeRejected: { 1: (data) => ({ ...(typeof data === 'object' && data !== null ? data : {}), code: null }) },
  },
});

import * as events from '../../messages/events/vouchers';
import { voucherCodeReadModel, voucherFormReadModel, vouchersReadModel } from '../../domain/vouchers/read-model';
import { vouchersEpic } from '../../domain/vouchers/epics';
import { defineArea } from '../../engine/area';

/** Vouchers and voucher codes: loads with the voucher routes and with the basket (codes). */
export const vouchersReadModels = { vouchers: vouchersReadModel, voucherForm: voucherFormReadModel, voucherCode: voucherCodeReadModel } as const;

export const vouchersArea = defineArea({
  name: 'vouchers',
  readModels: vouchersReadModels,
  epics: { vouchers: vouchersEpic },
  events,
});

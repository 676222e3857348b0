import { voucherCodeReadModel, voucherFormReadModel, vouchersReadModel } from './read-model';

/**
 * Vouchers and voucher codes: the area's slices of the shop's state, by name. Its module in
 * app/areas/ registers them; engine/root-state.ts derives the state's type from every table.
 */
export const vouchersReadModels = { vouchers: vouchersReadModel, voucherForm: voucherFormReadModel, voucherCode: voucherCodeReadModel } as const;

import type { CountInput } from './tickets';

export type OpenVoucherList = { type: 'OpenVoucherList'; group: number | null };
export type OpenVoucher = { type: 'OpenVoucher'; voucherId: number };
/** The amount field's text in major units ("25", "25,50"); see 001 §5 for the rules. */
export type SetVoucherAmount = { type: 'SetVoucherAmount'; voucherId: number; input: string };
export type SetVoucherQuantity = { type: 'SetVoucherQuantity'; voucherId: number; quantity: CountInput };
export type AddVoucherToBasket = { type: 'AddVoucherToBasket'; voucherId: number };
/** The code as typed; it is trimmed before the lookup (001 §4). */
export type RedeemVoucherCode = { type: 'RedeemVoucherCode'; code: string };

export type VouchersCommand =
  | OpenVoucherList
  | OpenVoucher
  | SetVoucherAmount
  | SetVoucherQuantity
  | AddVoucherToBasket
  | RedeemVoucherCode;

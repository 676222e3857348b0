import type { CartCommand } from './cart';
import type { SessionCommand } from './session';
import type { UiCommand } from './ui';
import type { AccountCommand } from './account';
import type { TicketsCommand } from './tickets';
import type { MerchandiseCommand } from './merchandise';
import type { VouchersCommand } from './vouchers';
import type { ShippingCommand } from './shipping';
import type { TourCommand } from './tours';
import type { CustomerCommand } from './customer';
import type { PaymentCommand } from './payment';

export type Command =
  | CartCommand
  | SessionCommand
  | UiCommand
  | AccountCommand
  | TicketsCommand
  | MerchandiseCommand
  | VouchersCommand
  | ShippingCommand
  | TourCommand
  | CustomerCommand
  | PaymentCommand;
export type CommandType = Command['type'];
export type CommandOf<K extends CommandType> = Extract<Command, { type: K }>;

export type * from './cart';
export type * from './session';
export type * from './ui';
export type * from './account';
export type * from './tickets';
export type * from './merchandise';
export type * from './vouchers';
export type * from './shipping';
export type * from './tours';
export type * from './customer';
export type * from './payment';

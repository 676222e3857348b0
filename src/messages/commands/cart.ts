import type { NewCartLine } from '../cart-line';

/** Commands are what a visitor asks for; they are never persisted, so they need no codec. */
export type AddCartLine = { type: 'AddCartLine'; line: NewCartLine };
export type RemoveCartLine = { type: 'RemoveCartLine'; lineId: string };
export type ChangeCartLineCount = { type: 'ChangeCartLineCount'; lineId: string; count: number };
export type ClearCart = { type: 'ClearCart' };
export type SetRequestInvoice = { type: 'SetRequestInvoice'; requestInvoice: boolean };

export type CartCommand = AddCartLine | RemoveCartLine | ChangeCartLineCount | ClearCart | SetRequestInvoice;

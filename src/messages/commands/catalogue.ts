import type { CommandType } from './index';

/**
 * One line per command, typed as a Record over the union: a new command does not compile
 * until it is described here, and docs/events.md is checked against this list by a test.
 */
export const commandCatalogue: Record<CommandType, string> = {
  AddCartLine: 'Put a line into the basket (the epic gives it a lineId).',
  RemoveCartLine: 'Take a line out of the basket (after the visitor confirmed).',
  ChangeCartLineCount: 'Set the count of a merchandise, annual pass or voucher line (≥ 1).',
  ClearCart: 'Empty the basket and forget its cart id.',
  SetRequestInvoice: 'Ask for (or not) an invoice with the order.',
  ShowMessage: 'Show a translated text in the global message bar, optionally clearing after a timeout.',
  DismissMessage: 'Close the global message.',
  AcceptCookies: 'Accept the cookie notice for this session (tracking may start).',
  SignIn: 'Log in with email and password (sent as _u and MD5 _p); goes to the return target.',
  SignOut: 'Log out: forget token and customer.',
  DismissNotice: 'Close a session notice (restore failed, storage full, tab duplicated).',
};

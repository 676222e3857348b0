import type { MessageClass } from '../message-class';

export type ShowMessage = {
  type: 'ShowMessage';
  key: string;
  params?: Record<string, string | number>;
  className: MessageClass;
  /** Clear automatically after this long; null keeps it until dismissed. */
  timeoutMs?: number | null;
};
export type DismissMessage = { type: 'DismissMessage'; messageId: string };
export type AcceptCookies = { type: 'AcceptCookies' };

export type UiCommand = ShowMessage | DismissMessage | AcceptCookies;

import * as t from 'io-ts';

/** Style of a global message (the bar's class). */
export const MessageClass = t.keyof({ danger: null, warning: null, info: null, success: null });
export type MessageClass = t.TypeOf<typeof MessageClass>;

import type { CartCommand } from './cart';
import type { SessionCommand } from './session';
import type { UiCommand } from './ui';
import type { AccountCommand } from './account';

export type Command = CartCommand | SessionCommand | UiCommand | AccountCommand;
export type CommandType = Command['type'];
export type CommandOf<K extends CommandType> = Extract<Command, { type: K }>;

export type * from './cart';
export type * from './session';
export type * from './ui';
export type * from './account';
export { commandCatalogue } from './catalogue';

import type { CartCommand } from './cart';
import type { SessionCommand } from './session';

export type Command = CartCommand | SessionCommand;
export type CommandType = Command['type'];
export type CommandOf<K extends CommandType> = Extract<Command, { type: K }>;

export type * from './cart';
export type * from './session';
export { commandCatalogue } from './catalogue';

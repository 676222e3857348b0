import type { Epic } from '../bus/epic';
import type { Clock, KeyValueStorage, Random } from '../bus/deps';
import type { Command, DomainEvent } from '../messages';
import { cartEpic } from '../domain/cart/epics';
import { noticesEpic } from '../domain/session/epics';
import type { RootState } from './read-models';

/** What epics may touch. Tests build it from fakes. */
export interface AppDeps {
  clock: Clock;
  random: Random;
  storage: KeyValueStorage;
}

export type AppEpic = Epic<Command, RootState, AppDeps, DomainEvent>;

/** Every epic, by name (the name appears in EpicFailed reports). */
export const epics: Record<string, AppEpic> = {
  cart: cartEpic,
  notices: noticesEpic,
};

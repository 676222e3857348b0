import type { Epic } from '../../bus/epic';
import type { Clock, KeyValueStorage, Random } from '../../bus/deps';
import type { ApiClient, CardLookups } from '../../api/client';
import { type CartLine, type Command, type DomainEvent } from '../../messages';
import { type TourListState } from './list-read-model';
import type { TourState } from './tour-read-model';
import type { TourFormState } from './form-state';

export interface ToursDeps extends CardLookups {
  api: ApiClient;
  clock: Clock;
  random: Random;
  storage: KeyValueStorage;
}

export interface ToursSlice {
  readonly tourList: TourListState;
  readonly tour: TourState;
  readonly tourForm: TourFormState;
  /** Only to know which free-text answers the basket still refers to. */
  readonly cart: { readonly lines: readonly CartLine[] };
}

export type ToursEpic = Epic<Command, ToursSlice, ToursDeps, DomainEvent>;

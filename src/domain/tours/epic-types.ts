import type { Epic } from '../../bus/epic';
import type { Clock, KeyValueStorage, Random } from '../../bus/deps';
import type { ApiClient } from '../../api/client';
import { type CartLine, type Command, type DomainEvent } from '../../messages';
import { type TourListState } from './list-read-model';
import type { TourState } from './tour-read-model';
import type { TourFormState } from './form-state';

export interface ToursDeps {
  api: ApiClient;
  /**
   * The API for a list card's lookups (its calendar and prices), whose names tracking never
   * sends: no twin in the tracking language (tracking-names.ts). `api` when absent.
   */
  lookups?: ApiClient;
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

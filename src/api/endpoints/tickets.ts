import * as t from 'io-ts';
import { IsoDate } from '../../kernel/brands';
import { Lifetime, QueryNumber } from '../codecs/common';
import type { EndpointDef } from '../endpoint-def';
import { lazy } from './build';
import { eventListEndpoints } from './event-list';

/** Events, their tickets and calendars, and the day tickets. */
export const ticketEndpoints = {
  ...eventListEndpoints,
  eventLifetime: {
    name: 'eventLifetime',
    method: 'GET',
    path: 'event/lifetime',
    query: t.type({ event: QueryNumber }, 'EventLifetimeQuery'),
    token: false,
    response: Lifetime,
  },
  dayTicketList: {
    name: 'dayTicketList',
    method: 'GET',
    path: 'ticket/daytickets',
    query: t.partial({ date: IsoDate }, 'DayTicketListQuery'),
    token: false,
    response: lazy('tickets', 'DayTicketList'),
  },
  dayTicketCalendar: {
    name: 'dayTicketCalendar',
    method: 'GET',
    path: 'ticket/daytickets/calendar/range/{start};{end}',
    token: false,
    response: lazy('tickets', 'RemainingByDate'),
  },
} as const satisfies Readonly<Record<string, EndpointDef>>;

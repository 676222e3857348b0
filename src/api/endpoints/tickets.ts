import * as t from 'io-ts';
import { IsoDate } from '../../kernel/brands';
import { Lifetime, QueryNumber } from '../codecs/common';
import type { EndpointDef } from '../endpoint-def';
import { lazy } from './build';

/** Events, their tickets and calendars, and the day tickets. */
export const ticketEndpoints = {
  eventList: { name: 'eventList', method: 'GET', path: 'event/list', token: false, response: lazy('tickets', 'EventList') },
  eventLifetime: {
    name: 'eventLifetime',
    method: 'GET',
    path: 'event/lifetime',
    query: t.type({ event: QueryNumber }, 'EventLifetimeQuery'),
    token: false,
    response: Lifetime,
  },
  ticketCollect: {
    name: 'ticketCollect',
    method: 'GET',
    path: 'ticket/collect/event/{event}[/date/{date}]',
    token: false,
    response: lazy('tickets', 'TicketCollect'),
  },
  ticketCalendar: {
    name: 'ticketCalendar',
    method: 'GET',
    path: 'ticket/calendar/event/{id}/range/{start};{end}',
    fixedQuery: { deep: 1 },
    token: false,
    response: lazy('tickets', 'RemainingByDate'),
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

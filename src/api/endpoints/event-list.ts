import { EventListGuard, RemainingByDateGuard, TicketCollectGuard } from '../codecs/tickets-guards';
import type { EndpointDef } from '../endpoint-def';
import { lazy } from './build';

/**
 * What the tickets page's first screen asks for: the event list, and each card's calendar and
 * tickets. Their answers are checked by io-ts's guards (tickets-guards.ts), so a first visit
 * draws the list without the tickets area's codecs, which load for an answer a guard refuses;
 * the shell's requests learn them from here without the rest of the table (light-event-list.ts).
 */
export const eventListEndpoints = {
  eventList: { name: 'eventList', method: 'GET', path: 'event/list', token: false, response: lazy('tickets', 'EventList'), guard: EventListGuard },
  ticketCollect: {
    name: 'ticketCollect',
    method: 'GET',
    path: 'ticket/collect/event/{event}[/date/{date}]',
    token: false,
    response: lazy('tickets', 'TicketCollect'),
    guard: TicketCollectGuard,
  },
  ticketCalendar: {
    name: 'ticketCalendar',
    method: 'GET',
    path: 'ticket/calendar/event/{id}/range/{start};{end}',
    fixedQuery: { deep: 1 },
    token: false,
    response: lazy('tickets', 'RemainingByDate'),
    guard: RemainingByDateGuard,
  },
} as const satisfies Readonly<Record<string, EndpointDef>>;

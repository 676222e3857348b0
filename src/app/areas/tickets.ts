import * as events from '../../messages/events/tickets';
import { ticketsEpic } from '../../domain/tickets/epics';
import { basketTicketsEpic } from '../../domain/tickets/basket-epic';
import { defineArea } from '../../engine/area';
import { ticketsReadModels } from '../../domain/tickets/slices';

/**
 * Events, tickets and day tickets: loads with the tickets routes, and with the basket while it
 * holds ticket lines (their steppers look up places by the tickets' rules).
 */
export const ticketsArea = defineArea({
  name: 'tickets',
  readModels: ticketsReadModels,
  epics: { tickets: ticketsEpic, basketTickets: basketTicketsEpic },
  events,
});

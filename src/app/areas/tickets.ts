import * as events from '../../messages/events/tickets';
import { eventsReadModel } from '../../domain/tickets/read-model';
import { ticketFormReadModel } from '../../domain/tickets/ticket-form';
import { dayTicketFormReadModel } from '../../domain/tickets/day-ticket-form';
import { ticketsEpic } from '../../domain/tickets/epics';
import { ticketLineChecksReadModel } from '../../domain/tickets/basket-checks';
import { basketTicketsEpic } from '../../domain/tickets/basket-epic';
import { defineArea } from '../../engine/area';

/**
 * Events, tickets and day tickets: loads with the tickets routes, and with the basket while it
 * holds ticket lines (their steppers look up places by the tickets' rules).
 */
export const ticketsReadModels = {
  events: eventsReadModel,
  ticketForm: ticketFormReadModel,
  dayTicketForm: dayTicketFormReadModel,
  ticketLineChecks: ticketLineChecksReadModel,
} as const;

export const ticketsArea = defineArea({
  name: 'tickets',
  readModels: ticketsReadModels,
  epics: { tickets: ticketsEpic, basketTickets: basketTicketsEpic },
  events,
});

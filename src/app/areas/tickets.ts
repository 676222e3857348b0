import * as events from '../../messages/events/tickets';
import { eventsReadModel } from '../../domain/tickets/read-model';
import { ticketFormReadModel } from '../../domain/tickets/ticket-form';
import { dayTicketFormReadModel } from '../../domain/tickets/day-ticket-form';
import { ticketsEpic } from '../../domain/tickets/epics';
import { defineArea } from './define';

/** Events, tickets and day tickets: loads with the tickets routes. */
export const ticketsReadModels = { events: eventsReadModel, ticketForm: ticketFormReadModel, dayTicketForm: dayTicketFormReadModel } as const;

export const ticketsArea = defineArea({
  name: 'tickets',
  readModels: ticketsReadModels,
  epics: { tickets: ticketsEpic },
  events,
});

import { eventsReadModel } from './read-model';
import { ticketFormReadModel } from './ticket-form';
import { dayTicketFormReadModel } from './day-ticket-form';
import { ticketLineChecksReadModel } from './basket-checks';

/**
 * Events, tickets and day tickets: the area's slices of the shop's state, by name. Its module in
 * app/areas/ registers them; engine/root-state.ts derives the state's type from every table.
 */
export const ticketsReadModels = {
  events: eventsReadModel,
  ticketForm: ticketFormReadModel,
  dayTicketForm: dayTicketFormReadModel,
  ticketLineChecks: ticketLineChecksReadModel,
} as const;

/** Counts arrive as typed: a number, or the raw text of a field (non-numeric becomes 0). */
export type CountInput = number | string;

export type OpenEventList = { type: 'OpenEventList' };
/** These listed events' cards came near the screen (one batch per frame). */
export type LookUpEventCards = { type: 'LookUpEventCards'; eventIds: readonly number[] };
export type OpenEvent = { type: 'OpenEvent'; eventId: number };
export type SelectTicketDate = { type: 'SelectTicketDate'; eventId: number; date: string };
export type SelectTicketTime = { type: 'SelectTicketTime'; eventId: number; time: string };
export type SetTicketCount = { type: 'SetTicketCount'; eventId: number; ticketId: number; count: CountInput };
export type SetSubticketCount = {
  type: 'SetSubticketCount';
  eventId: number;
  ticketId: number;
  subticketId: number;
  count: CountInput;
};
export type AddTicketsToBasket = { type: 'AddTicketsToBasket'; eventId: number };

/** `today`: the visitor came for today's tickets (the home page's link): today is chosen once the calendar is there. */
export type OpenDayTickets = { type: 'OpenDayTickets'; today?: boolean };
export type SelectDayTicketDate = { type: 'SelectDayTicketDate'; date: string };
export type SetDayTicketCount = { type: 'SetDayTicketCount'; ticketId: number; count: CountInput };
export type AddDayTicketsToBasket = { type: 'AddDayTicketsToBasket' };

/**
 * The basket's stepper on a ticket line (its count) or on one day ticket of a day-ticket line
 * (`dayTicketId`): more places are looked up first, fewer are taken at once.
 */
export type ChangeTicketLineCount = { type: 'ChangeTicketLineCount'; lineId: string; count: CountInput; dayTicketId?: number | string };

export type TicketsCommand =
  | OpenEventList
  | LookUpEventCards
  | OpenEvent
  | SelectTicketDate
  | SelectTicketTime
  | SetTicketCount
  | SetSubticketCount
  | AddTicketsToBasket
  | OpenDayTickets
  | SelectDayTicketDate
  | SetDayTicketCount
  | AddDayTicketsToBasket
  | ChangeTicketLineCount;

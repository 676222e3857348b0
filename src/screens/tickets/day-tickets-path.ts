/** `tickets/day-tickets`: the day tickets live under the tickets route (docs/decisions.md). */
export const DAY_TICKETS_PATH = 'day-tickets';

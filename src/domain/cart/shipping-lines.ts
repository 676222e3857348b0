import type { ShippingCartLine } from '../../api/codecs/payment';
import type { CartLine } from '../../messages';

/**
 * 000 §7 / 001 §7: every line is reduced to type, id and count or datetime; a guided tour gets
 * datetime = date + time and count 1, unless single_ticketing, when it counts its tickets (the
 * tour line itself is always one booking); day tickets are split into lines of type
 * `dayticket` with count and id. Ids go as the lines hold them (a string id stays a string).
 * A redeemed voucher code is no product: it pays, it is not shipped or priced for shipping,
 * so it is left out.
 */
export function shippingCartLines(lines: readonly CartLine[]): ShippingCartLine[] {
  return lines.flatMap((line): ShippingCartLine[] => {
    switch (line.type) {
      case 'ticket':
        return [{ type: 'ticket', id: line.id, datetime: line.datetime }];
      case 'guidedTour': {
        const single = line.single_ticketing === 1 || line.single_ticketing === true;
        const tickets = line.tickets.reduce((sum, ticket) => sum + ticket.count, 0);
        return [{ type: 'guidedTour', id: line.id, datetime: `${line.date} ${line.time}`, count: single ? tickets : 1 }];
      }
      case 'dayTicket':
        return line.dayTickets.map((d) => ({ type: 'dayticket', id: d.id, count: d.count }));
      case 'merchandise':
      case 'annualPass':
      case 'voucher':
        return [{ type: line.type, id: line.id, count: line.count }];
      case 'voucherCode':
        return [];
    }
  });
}

/**
 * What a shipping cost is the answer for: the lines as the server is asked about them and the
 * country. The cart keeps it beside the costs, so a page started after the basket changed (the
 * previous page left before the answer came) can tell its costs are owed.
 */
export const shippingBasis = (lines: readonly ShippingCartLine[], country: string): string => JSON.stringify([lines, country]);

import { CartEvents, cents, type DomainEvent } from '../../src/messages';
import { count, merchandiseLine, voucherCodeLine } from './lines';

/** A long, varied session: adds, count changes, removes, the odd clear. */
export function session(n: number): DomainEvent[] {
  const events: DomainEvent[] = [];
  for (let i = 0; i < n; i++) {
    const id = `l${i}`;
    switch (i % 7) {
      case 0:
      case 1:
      case 2:
        events.push(CartEvents.CartLineAdded.create({ line: merchandiseLine({ lineId: id, price: cents(100 + i) }) }));
        break;
      case 3:
        events.push(CartEvents.CartLineCountChanged.create({ lineId: `l${i - 1}`, count: count(1 + (i % 5)) }));
        break;
      case 4:
        events.push(CartEvents.CartLineRemoved.create({ lineId: `l${i - 4}` }));
        break;
      case 5:
        events.push(CartEvents.CartRequestInvoiceSet.create({ requestInvoice: i % 2 === 0 }));
        break;
      default:
        events.push(i % 21 === 6 ? CartEvents.CartCleared.create({}) : CartEvents.CartLineAdded.create({ line: voucherCodeLine({ lineId: id, barcode: `B${i % 4}` }) }));
    }
  }
  return events;
}


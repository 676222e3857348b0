import { useId } from 'react';
import { useT } from '../../i18n';
import { useCommand } from '../../engine/hooks';
import { Money } from '../../components/Money';
import type { TicketRow } from '../../domain/tickets/selectors';
import { Quantity } from '../shared/Quantity';

/** One ticket type on the form: price, count (or a family ticket's components), warnings. */
export function TicketRowView({ row, eventId, lastDay, flagMissing }: { row: TicketRow; eventId: number; lastDay: string | null; flagMissing: boolean }) {
  const { t, date, money } = useT();
  const dispatch = useCommand();
  const hintId = useId();
  const { ticket } = row;
  // No places left at all: sold out, or the basket already holds the rest.
  const soldOut = row.left <= 0;
  const family = row.subtickets !== null;
  const hints = [
    ticket.mode === 3 ? (lastDay ? t('tickets.validUntil', { date: date(lastDay) }) : t('tickets.validUntilEventEnd')) : null,
    soldOut ? (row.heldInBasket ? t('tickets.heldInBasket') : t('errors.soldOut')) : row.left <= 10 ? t('tickets.ticketsLeft', { smart_count: row.left }) : null,
    ticket.print_separately === 1 || ticket.print_separately === true ? t('tickets.printSeparately') : null,
  ].filter((h): h is string => h !== null);

  return (
    <li className={`ticket-row${family ? ' ticket-row--family' : ''}${soldOut ? ' is-soldout' : ''}`} data-testid={`ticket-${ticket.id}`}>
      <div className="ticket-row__info">
        <span className="ticket-row__name">{ticket.name}</span>
        <span className="ticket-row__price">
          <Money cents={ticket.price} />
        </span>
        {hints.length > 0 && (
          <span className="ticket-row__hint" id={hintId}>
            {hints.join(' · ')}
          </span>
        )}
        {row.bookingFee && row.count > 0 && (
          <p className="ticket-row__warning" role="note">
            {typeof ticket.book_with_cost_warn === 'string' && ticket.book_with_cost_warn.length > 1 ? ticket.book_with_cost_warn : t('tickets.bookingFeeNotice')}
          </p>
        )}
      </div>
      {row.subtickets === null ? (
        <Quantity
          className="ticket-row__count"
          hideLabel
          label={t('tickets.countOf', { name: ticket.name })}
          counted={ticket.name}
          value={row.count}
          max={Math.max(row.count, row.cap)}
          disabled={soldOut && row.count === 0}
          describedBy={hints.length > 0 ? hintId : undefined}
          onChange={(count) => dispatch({ type: 'SetTicketCount', eventId, ticketId: ticket.id, count })}
        />
      ) : (
        <fieldset className="ticket-row__family">
          <legend>{t('tickets.familyIncludes')}</legend>
          <div className="family-parts">
            {row.subtickets.map((s) =>
              s.fixed ? (
                <p key={s.sub.id} className="family-fixed">
                  <span>{s.sub.name}</span>
                  <span className="muted">
                    {t('tickets.fixedQuantity')}: {s.count}
                  </span>
                </p>
              ) : (
                <Quantity
                  key={s.sub.id}
                  className={flagMissing && row.missing.includes(s.sub.id) ? 'is-missing' : undefined}
                  label={s.sub.price > 0 ? `${s.sub.name} (${money(s.sub.price)})` : s.sub.name}
                  value={s.count}
                  max={Math.max(s.count, Math.min(s.sub.max_quantity, row.cap))}
                  disabled={soldOut && s.count === 0}
                  onChange={(count) => dispatch({ type: 'SetSubticketCount', eventId, ticketId: ticket.id, subticketId: s.sub.id, count })}
                />
              ),
            )}
          </div>
        </fieldset>
      )}
      <span className="ticket-row__total">
        <span className="visually-hidden">{t('cart.lineTotal')}: </span>
        <Money cents={row.total} />
      </span>
    </li>
  );
}

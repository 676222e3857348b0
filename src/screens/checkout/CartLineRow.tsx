import { memo, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CartLine, LineProblem } from '../../messages';
import { useT, type I18n } from '../../i18n';
import { href } from '../../routing/route-paths';
import { Money } from '../../components/Money';
import { dayTicketMin, ticketStepperOf } from '../../domain/tickets/line-stepper';
import type { TicketLineCheck } from '../../domain/tickets/basket-checks';
import { lineWhen } from './line-when';
import { LineProblems, type Repriced } from './LineProblems';
import { Quantity } from '../shared/Quantity';
import { lineParts, type NameLookup } from '../../domain/cart/names';
import { lineNaming } from '../shared/line-naming';
import { AllStockNote, LineCount, MAX_LINE_COUNT, type StepperProps } from './LineCount';

/** No reference names: every line as it was named when added. */
const unnamed: NameLookup = () => undefined;

export interface CartLineRowProps {
  line: CartLine;
  /** The reference names in the page's language (useNames()); the same function until one is learned. */
  names?: NameLookup;
  /** Stable across renders (useCallback): rows re-render only when their own props change. */
  onRemove: (line: CartLine) => void;
  /** Annual pass lines: the pass holders' names, read from the owner store (never the log). */
  owners?: readonly string[];
  /** What the basket check found about this line (001 §4: sold out, expired, …). */
  problems?: readonly LineProblem[];
  /** A new price the basket check applied to this line. */
  repriced?: Repriced | undefined;
  /**
   * A new count as typed or stepped (the domain refuses what is not one): merchandise and
   * voucher lines; a ticket line without sub-tickets; one day ticket (`dayTicketId`) of a
   * day-ticket line, whose places are looked up first when they grow. Not for annual passes,
   * whose every unit has its holder's name, nor for family tickets (a bundle: changed on the
   * event page, see ticketStepperOf). Stable across renders, like onRemove.
   */
  onCount?: (line: CartLine, count: number | string, dayTicketId?: number | string) => void;
  /** A ticket line's stepper: its lookup of places runs, was refused or failed (tickets area). */
  check?: TicketLineCheck;
}

const sameItems = <T,>(a: readonly T[] | undefined, b: readonly T[] | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && a.length === b.length && a.every((x, i) => x === b[i]));

/**
 * A basket of fifty lines re-renders only the line that changed: the others keep their line
 * object (the cart reducer replaces only what it changes), their owners and their problems;
 * all of them when a name is learned. An article line's most (ArticleLineRooms) is read by its
 * stepper and its note alone: it moves on every line of the article when one is removed.
 */
export const CartLineRow = memo(
  CartLineRowView,
  (a, b) =>
    a.line === b.line &&
    // A new lookup comes with each name learned (useNames): the row's names follow it.
    a.names === b.names &&
    a.onRemove === b.onRemove &&
    a.onCount === b.onCount &&
    a.check === b.check &&
    a.repriced === b.repriced &&
    sameItems(a.owners, b.owners) &&
    sameItems(a.problems, b.problems),
);

/** What a ticket line's check says: busy, why more places were refused, or that the lookup failed. */
function checkText(check: TicketLineCheck, line: CartLine, t: I18n['t']): string {
  // A timed ticket's places are its time's; a day ticket's and a mode 3 ticket's the day's.
  const byTime = line.type === 'ticket' && line.mode !== 3;
  switch (check.status) {
    case 'checking':
      return t('cart.checkingPlaces');
    case 'failed':
      return t('cart.placesCheckFailed');
    case 'refused':
      if (check.reason === 'notBookable') return t('errors.notBookable');
      if (check.reason === 'soldOut') return t(byTime ? 'errors.timeSoldOut' : 'errors.daySoldOut');
      return [
        t(byTime ? 'cart.placesLeftForTime' : 'cart.placesLeftForDay', { smart_count: check.left }),
        ...(check.held > 0 ? [t('cart.placesInBasket', { smart_count: check.held })] : []),
      ].join(' ');
  }
}

/** One basket line: name, date and time, counts, price, line total; removal asks first (001 §4). */
function CartLineRowView({ line, onRemove, onCount, owners, problems = [], check, repriced, names = unnamed }: CartLineRowProps) {
  const { t, date, time, lang } = useT();
  const [confirming, setConfirming] = useState(false);
  const id = useId();
  const at = lineWhen(line, date, time, t);
  // While a name is not known in this language (line-names-epic.ts asks for it), the kind of line.
  const naming = lineNaming(t, names);
  const kind = t(`cart.lineType.${line.type}`);
  const named = (entry: { id: number | string; name?: string }): string => naming.entry(line, entry);
  const parts = lineParts(line).map((p) => ({ key: p.key, count: p.count, name: naming.part(line, p) }));
  const name = naming.line(line);
  const single = parts.length === 1 && parts[0]?.name === null ? parts[0] : null;
  const tickets = onCount ? ticketStepperOf(line) : null;
  const stepped = tickets?.kind === 'count' || tickets?.kind === 'entries';
  const busy = check?.status === 'checking';
  // "−" below the least count is the remove action: it asks first, like the remove button.
  const ask = (): void => setConfirming(true);
  const stepperProps: StepperProps = {
    className: 'cart-line__stepper',
    hideLabel: true,
    busy,
    onBelowMin: ask,
    belowMinLabel: t('common.remove'),
    ...(stepped ? { describedBy: `${id}-check` } : {}),
  };
  return (
    <li className={`cart-line cart-line--${line.type}`} data-testid="cart-line" aria-labelledby={`${id}-name`}>
      <div className="cart-line__main">
        <span className="cart-line__type">{kind}</span>
        <span className="cart-line__name" id={`${id}-name`}>
          {name}
        </span>
        {at && <span className="cart-line__when">{at}</span>}
        {owners && owners.length > 0 && (
          <span className="cart-line__owners">
            {t('passes.ownerHeading')}: {owners.join(', ')}
          </span>
        )}
        <LineProblems problems={problems} repriced={repriced} />
        {onCount && <AllStockNote line={line} id={id} />}
        {stepped && (
          // Always there, so what it comes to say is announced; the steppers are described by it.
          <div id={`${id}-check`} className="cart-line__check" aria-live="polite" data-testid="ticket-line-check">
            {check && <p className={check.status === 'checking' ? 'muted' : 'form-error'}>{checkText(check, line, t)}</p>}
          </div>
        )}
      </div>
      <div className="cart-line__count">
        {onCount && (line.type === 'merchandise' || line.type === 'voucher' || tickets?.kind === 'count') ? (
          <>
            <LineCount line={line} id={id} name={name} stepper={stepperProps} onCount={onCount} />
            <span className="cart-line__unit">
              × <Money cents={line.price} />
            </span>
          </>
        ) : onCount && tickets?.kind === 'entries' ? (
          <ul className="cart-line__parts">
            {tickets.line.dayTickets.map((d) => (
              <li key={String(d.id)} className="cart-line__part">
                {/* One day ticket is the line's name already; of several, each says which it is. */}
                {tickets.line.dayTickets.length > 1 && <span className="cart-line__part-name">{named(d)}</span>}
                <Quantity
                  {...stepperProps}
                  label={`${t('common.quantity')}: ${named(d)}`}
                  counted={named(d)}
                  value={d.count}
                  min={dayTicketMin(tickets.line)}
                  max={Math.max(d.count, MAX_LINE_COUNT)}
                  onChange={(count) => onCount(line, count, d.id)}
                />
                <span className="cart-line__unit">
                  × <Money cents={d.price} />
                </span>
              </li>
            ))}
          </ul>
        ) : single ? (
          <>
            <span className="visually-hidden">{t('common.quantity')}: </span>
            {single.count} × <Money cents={line.price} />
          </>
        ) : (
          <ul className="cart-line__parts">
            {parts.map((p) => (
              <li key={p.key}>
                {p.count} × {p.name}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="cart-line__total">
        <span className="visually-hidden">{t('cart.lineTotal')}: </span>
        <Money cents={line.totalPrice} />
      </div>
      <div className="cart-line__actions">
        {confirming ? (
          <div role="alertdialog" aria-labelledby={`${id}-confirm`} className="confirm">
            <p id={`${id}-confirm`}>{t('cart.deleteConfirm', { name })}</p>
            <button type="button" className="button button--danger" onClick={() => onRemove(line)}>
              {t('cart.deleteYes')}
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)} autoFocus>
              {t('cart.deleteNo')}
            </button>
          </div>
        ) : (
          <>
            {tickets?.kind === 'fixed' && (
              // A bundle is changed where its components and their rules are: the event's page.
              <Link className="button button--link" to={href(lang, `tickets/${tickets.eventId}`)} aria-describedby={`${id}-name`}>
                {t('cart.changeOnEventPage')}
              </Link>
            )}
            <button type="button" className="button button--link" onClick={ask} aria-describedby={`${id}-name`}>
              {t('cart.deleteLine')}
            </button>
          </>
        )}
      </div>
    </li>
  );
}

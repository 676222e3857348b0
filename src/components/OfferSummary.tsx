import { useT } from '../i18n';
import { cardAvailability, type CardOffer } from '../kernel/offer-card';
import { Money } from './Money';
import './offer-summary.css';

/** Stands for the price while the phrase is translated, so the price itself is a <Money>. */
const PRICE = '\u2063';

/**
 * What helps choosing on a catalogue card, for the event and the tour cards: the
 * "from" price, the next date with places and a badge when places are few or gone. Without an
 * offer (still looked up, or the lookup failed) the block stays empty but keeps its height, so
 * nothing moves when the offers arrive.
 */
export function OfferSummary({ offer, pending, className }: { offer: CardOffer | undefined; pending: boolean; className?: string }) {
  const { t, date } = useT();
  const classes = className ? `offer-summary ${className}` : 'offer-summary';
  if (offer === undefined) return <div className={classes} aria-hidden={pending || undefined} />;
  const availability = cardAvailability(offer);
  const [before, after] = t('common.priceFrom', { price: PRICE }).split(PRICE);
  return (
    <div className={classes}>
      {offer.fromPrice !== null && (
        <p className="offer-summary__price">
          {offer.fromPrice === 0 ? (
            t('common.free')
          ) : (
            <>
              {before}
              <Money cents={offer.fromPrice} />
              {after}
            </>
          )}
        </p>
      )}
      {offer.next !== null && <p className="offer-summary__next">{t('common.nextDate', { date: date(offer.next) })}</p>}
      {availability === 'few' && <p className="offer-summary__badge offer-summary__badge--few">{t('common.fewPlaces', { smart_count: offer.placesLeft })}</p>}
      {availability === 'soldOut' && <p className="offer-summary__badge offer-summary__badge--soldOut">{t('errors.soldOut')}</p>}
    </div>
  );
}

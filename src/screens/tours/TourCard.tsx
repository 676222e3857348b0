import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { href } from '../../routing/route-paths';
import { useCommand } from '../../engine/hooks';
import { tourCard, tourDays, type DayMark, type QuickDay, type TourListState, type VisibleTour } from '../../domain/tours';
import { OfferSummary } from '../../components/OfferSummary';
import { catalogueList } from '../../kernel/catalogue-lists';
import { QUICK_LABEL } from './day-labels';

interface Props {
  readonly list: TourListState;
  readonly entry: VisibleTour;
  /** The card's place in the list, for the select_item its link records. */
  readonly index: number;
  readonly days: readonly QuickDay[];
}

/** One tour of the list: its language, name, venue, groups, offer and the next few days. */
export function TourCard({ list, entry: { tour, soldOut }, index, days }: Props) {
  const { t, lang } = useT();
  const dispatch = useCommand();
  const markText: Record<DayMark, string> = { available: t('tours.dayAvailable'), soldOut: t('calendar.soldOut'), none: t('tours.noToursOnDay') };

  return (
    <article className={`tour-card${soldOut ? ' is-soldout' : ''}`} data-testid="tour-card">
      <p className="tour-card__language">{tour.langName}</p>
      <h2 className="tour-card__title">
        <Link
          to={href(lang, `guided-tours/${tour.id}`)}
          onClick={() => dispatch({ type: 'SelectItem', list: catalogueList.guidedTours(), index, itemId: tour.id, category: 'guidedTour' })}
        >
          {tour.name}
        </Link>
      </h2>
      <p className="tour-card__venue">{t('tours.venue', { venue: tour.venue })}</p>
      {(tour.custom_groups ?? []).length > 0 && (
        <ul className="tag-list" aria-label={t('tours.filterCategory')}>
          {(tour.custom_groups ?? []).map((g) => (
            <li key={g.id} className="tag">
              {g.name}
            </li>
          ))}
        </ul>
      )}
      <OfferSummary className="tour-card__offer" {...tourCard(list, tour.id)} />
      {soldOut && <p className="badge badge--soldout">{t('tours.soldOutOnDay')}</p>}
      {days.length > 0 && (
        <ul className="tour-card__days" aria-label={t('tours.nextFewDays')}>
          {tourDays(list, tour.id).map((d, i) => {
            const quick = days[i];
            return (
              <li key={d.date} className={`day-mark day-mark--${d.mark}`}>
                <span className="day-mark__day">{quick ? t(QUICK_LABEL[quick.key]) : d.date}</span>
                <span className="day-mark__dot" aria-hidden="true" />
                <span className="day-mark__state">{markText[d.mark]}</span>
              </li>
            );
          })}
        </ul>
      )}
    </article>
  );
}

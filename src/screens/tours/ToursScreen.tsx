import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { formatLongDate } from '../../i18n/calendar';
import { href } from '../../routing/route-paths';
import { useArea, useClock, useCommand, useReadModel } from '../../engine/hooks';
import { useScreenSize } from '../../components/use-viewport';
import { useSectionName } from '../shared/section-names';
import { usePageTitle } from '../shared/page-title';
import type { RootState } from '../../engine/root-state';
import { IsoDate } from '../../messages';
import {
  dayLoading,
  filtersActive,
  noToursForFilters,
  quickDays,
  tourCard,
  tourDays,
  visibleTours,
  type DayMark,
  type NextFewDaysKey,
  type TourListState,
} from '../../domain/tours';
import { museumToday } from '../../domain/tours/dates';
import { SkeletonItems } from '../shared/Skeleton';
import { OfferSummary } from '../../components/OfferSummary';
import { Retry } from './Retry';
import '../shared/shop.css';
import './tours.css';
import { catalogueList } from '../../kernel/catalogue-lists';

const selectTourList = (s: RootState): TourListState => s.tourList;

const QUICK_LABEL: Record<NextFewDaysKey, 'calendar.today' | 'tours.tomorrow' | 'tours.inTwoDays' | 'tours.inThreeDays'> = {
  today: 'calendar.today',
  tomorrow: 'tours.tomorrow',
  inTwoDays: 'tours.inTwoDays',
  inThreeDays: 'tours.inThreeDays',
};

/** `guided-tours`: the list with its filters (001 §2) and the next few days (000 §9). */
export default function ToursScreen() {
  useArea('tours');
  const { t, lang } = useT();
  const longDate = (isoDate: string): string => formatLongDate(isoDate, lang);
  const list = useReadModel(selectTourList);
  const dispatch = useCommand();
  const ids = { category: useId(), venue: useId(), day: useId(), count: useId(), filters: useId() };
  const size = useScreenSize();
  const section = useSectionName('guidedTours');
  usePageTitle(section);
  const compact = size === 'xs' || size === 'sm';
  const [filtersOpen, setFiltersOpen] = useState(false);

  useEffect(() => dispatch({ type: 'OpenTourList' }), [dispatch]);

  const visible = visibleTours(list);
  // The day chips show from the first frame: before the list has recorded its day (the command
  // below runs after that frame), today is the clock's, so the filters below do not move.
  const clock = useClock();
  const today = list.today ?? museumToday(clock.now());
  const days = quickDays({ ...list, today });
  const loading = list.listStatus === 'loading' && list.list.length === 0;
  const empty = noToursForFilters(list);
  const markText: Record<DayMark, string> = { available: t('tours.dayAvailable'), soldOut: t('calendar.soldOut'), none: t('tours.noToursOnDay') };

  return (
    <section className="page tours">
      <h1>{section}</h1>
      <div className="tours__layout">
        <form className="tour-filters" role="search" aria-label={t('tours.filters')} onSubmit={(e) => e.preventDefault()}>
          <h2 className="tour-filters__title">
            {compact ? (
              // Phones: the filters fold away, so the tours are what the first screen shows.
              <button type="button" className="tour-filters__toggle" aria-expanded={filtersOpen} aria-controls={ids.filters} onClick={() => setFiltersOpen((open) => !open)}>
                {t('tours.filters')}
                {filtersActive(list) && <span className="tour-filters__on"> · {t('tours.filtersOn')}</span>}
              </button>
            ) : (
              t('tours.filters')
            )}
          </h2>
          <div className="tour-filters__body" id={ids.filters} hidden={compact && !filtersOpen}>
          {/* The day first: its choices are there at once, the groups after it come with the
              list and the categories, and growing below it they move nothing already shown. */}
          <fieldset className="tour-filters__group">
            <legend>{t('tours.filterDay')}</legend>
            <div className="day-chips">
              <button type="button" className="chip" aria-pressed={list.selectedDay === null} onClick={() => dispatch({ type: 'SelectTourDay', date: null })}>
                {t('tours.anyDay')}
              </button>
              {days.map((d) => (
                <button
                  key={d.key}
                  type="button"
                  className="chip"
                  aria-pressed={list.selectedDay === d.date}
                  disabled={!d.hasTours && list.selectedDay !== d.date}
                  aria-label={`${t(QUICK_LABEL[d.key])}, ${longDate(d.date)}${d.hasTours ? '' : `, ${t('tours.noToursOnDay')}`}`}
                  onClick={() => dispatch({ type: 'SelectTourDay', date: d.date })}
                >
                  {t(QUICK_LABEL[d.key])}
                </button>
              ))}
            </div>
            <div className="field">
              <label htmlFor={ids.day}>{t('tours.otherDay')}</label>
              <input
                id={ids.day}
                type="date"
                min={today}
                value={list.selectedDay ?? ''}
                onChange={(e) => {
                  const value = e.target.value;
                  if (value === '') dispatch({ type: 'SelectTourDay', date: null });
                  else if (IsoDate.is(value)) dispatch({ type: 'SelectTourDay', date: value });
                }}
              />
            </div>
          </fieldset>


          {Object.keys(list.selectedLanguages).length > 0 && (
            <fieldset className="tour-filters__group">
              <legend>{t('tours.filterLanguage')}</legend>
              <ul className="check-list">
                {Object.entries(list.selectedLanguages).map(([key, language]) => (
                  <li key={key}>
                    <label className="check">
                      <input type="checkbox" checked={language.selected} onChange={() => dispatch({ type: 'ToggleTourLanguage', language: key })} />
                      <span>{language.name}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}

          {list.categories.length > 0 && (
            <div className="field">
              <label htmlFor={ids.category}>{t('tours.filterCategory')}</label>
              <select
                id={ids.category}
                value={list.selectedCategory ?? ''}
                onChange={(e) => dispatch({ type: 'SelectTourCategory', categoryId: e.target.value === '' ? null : Number(e.target.value) })}
              >
                <option value="">{t('tours.allCategories')}</option>
                {list.categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
          )}

          {list.venues.length > 1 && (
            <div className="field">
              <label htmlFor={ids.venue}>{t('tours.filterVenue')}</label>
              <select id={ids.venue} value={list.selectedVenue ?? ''} onChange={(e) => dispatch({ type: 'SelectTourVenue', venue: e.target.value === '' ? null : e.target.value })}>
                <option value="">{t('tours.allVenues')}</option>
                {list.venues.map((v) => (
                  <option key={v} value={v}>
                    {v}
                  </option>
                ))}
              </select>
            </div>
          )}

          {filtersActive(list) && (
            <button type="button" className="button button--link" onClick={() => dispatch({ type: 'ResetTourFilters' })}>
              {t('tours.resetFilters')}
            </button>
          )}
          </div>
        </form>

        <div className="tours__results">
          <p className="tours__count" id={ids.count} role="status">
            {loading || dayLoading(list)
              ? t('common.loading')
              : empty
                ? t('errors.noToursForFilters')
                : list.listStatus === 'loaded'
                  ? t('tours.results', { smart_count: visible.length })
                  : ''}
          </p>
          {/* The status line above says "Loading…" already; the placeholders are only seen. */}
          {loading && (
            <ul className="tour-cards">
              <SkeletonItems count={3} className="tour-card" lines={[20, 70, 45, 30]} />
            </ul>
          )}
          {list.listStatus === 'failed' && <Retry onRetry={() => dispatch({ type: 'OpenTourList' })} />}
          {empty && (
            // The status line above already says "no tours for the filters"; once is enough.
            <div className="empty-state">
              <button type="button" className="button" onClick={() => dispatch({ type: 'ResetTourFilters' })}>
                {t('tours.resetFilters')}
              </button>
            </div>
          )}
          {!dayLoading(list) && visible.length > 0 && (
            <ul className="tour-cards" aria-labelledby={ids.count}>
              {visible.map(({ tour, soldOut }, index) => (
                <li key={tour.id}>
                  <article className={`tour-card${soldOut ? ' is-soldout' : ''}`} data-testid="tour-card">
                    <p className="tour-card__language">{tour.langName}</p>
                    <h2 className="tour-card__title">
                      <Link
                        to={href(lang, `guided-tours/${tour.id}`)}
                        onClick={() => dispatch({ type: 'SelectItem', list: catalogueList.guidedTours(), index, itemId: tour.id, name: tour.name, category: 'guidedTour' })}
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
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

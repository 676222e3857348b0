import { useCallback, useEffect, useId, useRef } from 'react';
import { useT } from '../../i18n';
import { useArea, useClock, useCommand, useReadModel } from '../../engine/hooks';
import { useScreenSize } from '../../components/use-viewport';
import { useListWindow, useNearScreen } from '../../components/near-screen';
import { ShowMore } from '../shared/ShowMore';
import { useSectionName } from '../shared/section-names';
import { usePageTitle } from '../shared/page-title';
import type { RootState } from '../../engine/root-state';
import { dayLoading, noToursForFilters, quickDays, visibleTours, type TourListState } from '../../domain/tours';
import { museumToday } from '../../domain/tours/dates';
import { SkeletonItems } from '../shared/Skeleton';
import { Retry } from './Retry';
import { TourFilters } from './TourFilters';
import { TourCard } from './TourCard';
import '../shared/shop.css';
import '../shared/empty-state.css';
import './tours.css';

const selectTourList = (s: RootState): TourListState => s.tourList;

/** Enough cards for a large screen; more follow as the list's end comes near. */
const FIRST_CARDS = 12;

/** `guided-tours`: the list with its filters (001 §2) and the next few days (000 §9). */
export default function ToursScreen() {
  useArea('tours');
  const { t } = useT();
  const list = useReadModel(selectTourList);
  const dispatch = useCommand();
  const countId = useId();
  const size = useScreenSize();
  const section = useSectionName('guidedTours');
  usePageTitle(section);

  useEffect(() => dispatch({ type: 'OpenTourList' }), [dispatch]);

  const visible = visibleTours(list);
  const near = useNearScreen(useCallback((tourIds: number[]) => dispatch({ type: 'LookUpTourCards', tourIds }), [dispatch]));
  const shown = useListWindow(visible.length, FIRST_CARDS);
  const cardList = useRef<HTMLUListElement>(null);
  // The day chips show from the first frame: before the list has recorded its day (the command
  // below runs after that frame), today is the clock's, so the filters below do not move.
  const clock = useClock();
  const today = list.today ?? museumToday(clock.now());
  const days = quickDays({ ...list, today });
  const loading = list.listStatus === 'loading' && list.list.length === 0;
  const empty = noToursForFilters(list);

  return (
    <section className="page tours">
      <h1>{section}</h1>
      <div className="tours__layout">
        <TourFilters list={list} today={today} days={days} compact={size === 'xs' || size === 'sm'} />

        <div className="tours__results">
          <p className="tours__count" id={countId} role="status">
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
            <ul className="tour-cards" aria-labelledby={countId} ref={cardList}>
              {visible.slice(0, shown.shown).map((entry, index) => (
                <li key={entry.tour.id} ref={near(entry.tour.id)}>
                  <TourCard list={list} entry={entry} index={index} days={days} />
                </li>
              ))}
            </ul>
          )}
          {!dayLoading(list) && <ShowMore window={shown} total={visible.length} list={cardList} />}
        </div>
      </div>
    </section>
  );
}

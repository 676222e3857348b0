import { useEffect } from 'react';
import { useSectionName } from '../shared/section-names';
import { Link } from 'react-router-dom';
import { useEntryId } from '../shared/use-entry-id';
import { useT } from '../../i18n';
import { href } from '../../routing/route-paths';
import { useArea, useCommand, useReadModel } from '../../engine/hooks';
import type { RootState } from '../../engine/root-state';
import { usePageTitle } from '../shared/page-title';
import { SafeHtml } from '../../components/SafeHtml';
import type { TourFormState, TourState } from '../../domain/tours';
import { LoadingStatus } from '../shared/Skeleton';
import { CalendarSkeleton } from '../../components/MonthCalendar';
import { monthOf } from '../../kernel/museum-time';
import type { IsoDate } from '../../messages';
import { TourBookingForm } from './TourBookingForm';
import { Retry } from './Retry';
import '../shared/shop.css';
import './tours.css';

const selectTour = (s: RootState): TourState => s.tour;
const selectTourForm = (s: RootState): TourFormState => s.tourForm;

function NotFound() {
  const { t, lang } = useT();
  const section = useSectionName('guidedTours');
  return (
    <section className="page page--narrow tour-missing">
      <h1>{t('title.guidedTour')}</h1>
      <p className="callout callout--warning" role="alert">
        {t('errors.tourNotFound')}
      </p>
      <p>
        <Link className="button" to={href(lang, 'guided-tours')}>
          {section}
        </Link>
      </p>
    </section>
  );
}

/** The way back to the list, above the tour. */
function BackToTours() {
  const { lang } = useT();
  const section = useSectionName('guidedTours');
  return (
    <p className="tour__back">
      <Link to={href(lang, 'guided-tours')}>
        <span aria-hidden="true">← </span>
        {section}
      </Link>
    </p>
  );
}

/**
 * The tour page while its tour loads: its frame, and the booking form's calendar as a calendar
 * of its size (today's month, placeholder days) where the calendar will be; one "Loading…"
 * status for screen readers.
 */
function TourLoading({ today }: { today: IsoDate | null }) {
  const { t } = useT();
  return (
    <article className="page tour">
      <BackToTours />
      <header className="tour__header">
        <h1>{t('title.guidedTour')}</h1>
      </header>
      <LoadingStatus />
      <div className="tour-form">
        <h2>{t('tours.booking')}</h2>
        <div className="tour-form__when">
          <section className="tour-form__date">
            <CalendarSkeleton className="tour-calendar" label={t('calendar.chooseDate')} month={today && monthOf(today)} />
          </section>
        </div>
      </div>
    </article>
  );
}

function TourView({ tourId }: { tourId: number }) {
  const { t } = useT();
  const dispatch = useCommand();
  const tour = useReadModel(selectTour);
  const form = useReadModel(selectTourForm);
  const current = tour.tourId === tourId;
  usePageTitle(current ? tour.detail?.name : null);

  useEffect(() => dispatch({ type: 'OpenTour', tourId }), [dispatch, tourId]);

  if (current && tour.status === 'notFound') return <NotFound />;
  if (current && tour.status === 'failed') {
    return (
      <section className="page page--narrow">
        <h1>{t('title.guidedTour')}</h1>
        <Retry onRetry={() => dispatch({ type: 'OpenTour', tourId })} />
      </section>
    );
  }
  if (!current || tour.detail === null) return <TourLoading today={current ? tour.today : null} />;

  const { detail } = tour;
  return (
    <article className="page tour">
      <BackToTours />
      <header className="tour__header">
        {detail.eventName !== '' && <p className="tour__event">{detail.eventName}</p>}
        <h1>{detail.name}</h1>
        <p className="tour__facts">
          <span className="tag">{t('tours.maxParticipants', { smart_count: detail.max_participants })}</span>
          {detail.book_complete_tour === 1 && <span className="tag">{t('tours.bookCompleteTour')}</span>}
        </p>
      </header>
      {detail.description !== undefined && detail.description !== '' && <SafeHtml className="tour__description prose" html={detail.description} />}
      <TourBookingForm tour={tour} form={form} />
    </article>
  );
}

/** `guided-tours/{id}`: one tour, its calendar and the booking form (001 §3, §4, §5). */
export default function TourScreen() {
  useArea('tours');
  const tourId = useEntryId();
  if (tourId === null) return <NotFound />;
  return <TourView key={tourId} tourId={tourId} />;
}

import { useParams } from 'react-router-dom';
import { useEntryId } from '../shared/use-entry-id';
import { useT } from '../../i18n';
import { EventView } from './EventView';
import { DayTicketsView } from './DayTicketsView';
import { DAY_TICKETS_PATH } from './day-tickets-path';
import { useArea } from '../../engine/hooks';
import '../shared/shop.css';
import './tickets.css';

/** `tickets/{id}`: one event's ticket form, or the day tickets at `tickets/day-tickets`. */
export default function EventScreen() {
  useArea('tickets');
  const { t } = useT();
  const { id = '' } = useParams();
  const eventId = useEntryId();
  if (id === DAY_TICKETS_PATH) return <DayTicketsView />;
  if (eventId === null) {
    return (
      <section className="page">
        <h1>{t('title.event')}</h1>
        <p className="callout callout--warning" role="alert">
          {t('errors.eventNotFound')}
        </p>
      </section>
    );
  }
  return <EventView key={eventId} eventId={eventId} />;
}

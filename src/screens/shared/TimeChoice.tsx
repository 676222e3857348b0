import { useT } from '../../i18n';
import './time-choice.css';

export interface TimeChoiceOption {
  /** "HH:mm", museum time. */
  readonly time: string;
  /** Places still open at this time; null where the shop does not know one number for it. */
  readonly placesLeft: number | null;
  readonly soldOut: boolean;
}

/**
 * The times of a day as one radio group: one Tab stop, arrow keys move between the
 * times that have places, each says how many are left; a sold-out time is shown and read as
 * such and cannot be chosen. Used by the event page and the tour booking form.
 */
export function TimeChoice({ name, options, selected, onChoose }: { name: string; options: readonly TimeChoiceOption[]; selected: string | null; onChoose(time: string): void }) {
  const { t, time: formatTime } = useT();
  return (
    <div className="time-options">
      {options.map((option) => (
        <label key={option.time} className={`time-option${option.soldOut ? ' is-soldout' : ''}`}>
          <input
            type="radio"
            name={name}
            value={option.time}
            checked={selected === option.time}
            disabled={option.soldOut}
            onChange={() => onChoose(option.time)}
          />
          <span className="time-option__time">{formatTime(option.time)}</span>
          <span className="time-option__places">
            {option.soldOut ? t('calendar.soldOut') : option.placesLeft !== null ? t('tours.placesLeft', { smart_count: option.placesLeft }) : null}
          </span>
        </label>
      ))}
    </div>
  );
}

import { useId, useState } from 'react';
import { useT } from '../../i18n';
import { formatLongDate } from '../../i18n/calendar';
import { useCommand } from '../../engine/hooks';
import { IsoDate } from '../../messages';
import { filtersActive, type QuickDay, type TourListState } from '../../domain/tours';
import { QUICK_LABEL } from './day-labels';

interface Props {
  readonly list: TourListState;
  /** The museum's today: the first day the date field offers. */
  readonly today: string;
  readonly days: readonly QuickDay[];
  /** Phones: the filters fold away, so the tours are what the first screen shows. */
  readonly compact: boolean;
}

/** The tours list's filters (001 §2): the day, the languages, the category, the venue. */
export function TourFilters({ list, today, days, compact }: Props) {
  const { t, lang } = useT();
  const dispatch = useCommand();
  const longDate = (isoDate: string): string => formatLongDate(isoDate, lang);
  const ids = { category: useId(), venue: useId(), day: useId(), filters: useId() };
  const [filtersOpen, setFiltersOpen] = useState(false);

  return (
    <form className="tour-filters" role="search" aria-label={t('tours.filters')} onSubmit={(e) => e.preventDefault()}>
      <h2 className="tour-filters__title">
        {compact ? (
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
  );
}

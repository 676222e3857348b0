import { IsoDate, type CommandOf } from '../../messages';
import * as TourEvents from '../../messages/events/tours';
import { decided, NOTHING, type Decision } from '../decision';
import { languageKey, type TourListState } from './list-read-model';

export type TourListCommand = CommandOf<'ToggleTourLanguage' | 'SelectTourCategory' | 'SelectTourVenue' | 'SelectTourDay' | 'ResetTourFilters'>;

/**
 * The tour list's filters (001 §2): a language the list offers, a category or venue it has
 * (null: all), a day (null: every day); the same choice again is no fact. Resetting is always
 * one. Loading a day's overview is the epic's part.
 */
export function decideTourList(command: TourListCommand, list: TourListState): Decision {
  switch (command.type) {
    case 'ToggleTourLanguage': {
      const language = languageKey(command.language);
      return list.selectedLanguages[language] ? decided(TourEvents.TourLanguageToggled.create({ language })) : NOTHING;
    }
    case 'SelectTourCategory': {
      const { categoryId } = command;
      if (categoryId === list.selectedCategory || (categoryId !== null && !list.categories.some((c) => c.id === categoryId))) return NOTHING;
      return decided(TourEvents.TourCategorySelected.create({ categoryId }));
    }
    case 'SelectTourVenue': {
      const { venue } = command;
      if (venue === list.selectedVenue || (venue !== null && !list.venues.includes(venue))) return NOTHING;
      return decided(TourEvents.TourVenueSelected.create({ venue }));
    }
    case 'SelectTourDay': {
      const { date } = command;
      if ((date !== null && !IsoDate.is(date)) || date === list.selectedDay) return NOTHING;
      return decided(TourEvents.TourDaySelected.create({ date }));
    }
    case 'ResetTourFilters':
      return decided(TourEvents.TourFiltersReset.create({}));
  }
}

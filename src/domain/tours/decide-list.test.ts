import type { DomainEvent } from '../../messages';
import { decided, NOTHING } from '../decision';
import { decideTourList, type TourListCommand } from './decide-list';
import { given } from '../../../test/helpers/decider';
import { D, E, listEntry, TODAY } from '../../../test/helpers/tours';

/** The tour list's filters, given the list a visitor's session holds. */

const opened = [
  E.TourListRequested.create({ today: TODAY }),
  E.TourListLoaded.create({
    tours: [
      listEntry(301, { langIdentifier: 'DE', langName: 'German', venue: 'Main house', custom_groups: [{ id: 31, name: 'Public' }] }),
      listEntry(307, { langIdentifier: 'Es', langName: 'Spanish', venue: 'Garden', custom_groups: [{ id: 32, name: 'Groups' }] }),
    ],
  }),
  E.TourCategoriesLoaded.create({ categories: [{ id: 31, name: 'Public' }, { id: 32, name: 'Groups' }, { id: 35, name: 'Curator-led' }] }),
];
const decide = (command: TourListCommand, facts: readonly DomainEvent[] = opened) => decideTourList(command, given(...facts).tourList);

describe('the tour list decides', () => {
  it('a language the list offers, by its key however it is written; one it lacks is no fact', () => {
    expect(decide({ type: 'ToggleTourLanguage', language: ' ES ' })).toEqual(decided(E.TourLanguageToggled.create({ language: 'es' })));
    expect(decide({ type: 'ToggleTourLanguage', language: 'de' })).toEqual(decided(E.TourLanguageToggled.create({ language: 'de' })));
    expect(decide({ type: 'ToggleTourLanguage', language: 'fr' })).toEqual(NOTHING);
  });

  it('a category with tours, or all again; the same one, or one without tours, is no fact', () => {
    expect(decide({ type: 'SelectTourCategory', categoryId: 32 })).toEqual(decided(E.TourCategorySelected.create({ categoryId: 32 })));
    expect(decide({ type: 'SelectTourCategory', categoryId: 35 })).toEqual(NOTHING);
    expect(decide({ type: 'SelectTourCategory', categoryId: 99 })).toEqual(NOTHING);
    expect(decide({ type: 'SelectTourCategory', categoryId: null })).toEqual(NOTHING);
    const chosen = [...opened, E.TourCategorySelected.create({ categoryId: 32 })];
    expect(decide({ type: 'SelectTourCategory', categoryId: 32 }, chosen)).toEqual(NOTHING);
    expect(decide({ type: 'SelectTourCategory', categoryId: null }, chosen)).toEqual(decided(E.TourCategorySelected.create({ categoryId: null })));
  });

  it('a venue of the list, or all again; the same one or an unknown one is no fact', () => {
    expect(decide({ type: 'SelectTourVenue', venue: 'Garden' })).toEqual(decided(E.TourVenueSelected.create({ venue: 'Garden' })));
    expect(decide({ type: 'SelectTourVenue', venue: 'Cellar' })).toEqual(NOTHING);
    expect(decide({ type: 'SelectTourVenue', venue: null })).toEqual(NOTHING);
    const chosen = [...opened, E.TourVenueSelected.create({ venue: 'Garden' })];
    expect(decide({ type: 'SelectTourVenue', venue: 'Garden' }, chosen)).toEqual(NOTHING);
    expect(decide({ type: 'SelectTourVenue', venue: null }, chosen)).toEqual(decided(E.TourVenueSelected.create({ venue: null })));
  });

  it('a day, or every day again; the same day or no date is no fact', () => {
    expect(decide({ type: 'SelectTourDay', date: D('2030-05-09') })).toEqual(decided(E.TourDaySelected.create({ date: D('2030-05-09') })));
    expect(decide({ type: 'SelectTourDay', date: null })).toEqual(NOTHING);
    expect(decide({ type: 'SelectTourDay', date: 'tomorrow' as never })).toEqual(NOTHING);
    const chosen = [...opened, E.TourDaySelected.create({ date: D('2030-05-09') })];
    expect(decide({ type: 'SelectTourDay', date: D('2030-05-09') }, chosen)).toEqual(NOTHING);
    expect(decide({ type: 'SelectTourDay', date: null }, chosen)).toEqual(decided(E.TourDaySelected.create({ date: null })));
  });

  it('resetting the filters, always', () => {
    expect(decide({ type: 'ResetTourFilters' })).toEqual(decided(E.TourFiltersReset.create({})));
    expect(decide({ type: 'ResetTourFilters' }, [])).toEqual(decided(E.TourFiltersReset.create({})));
  });
});

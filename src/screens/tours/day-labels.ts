import type { NextFewDaysKey } from '../../domain/tours';

/** The text key of each of the next few days, shared by the day filter and the tour cards. */
export const QUICK_LABEL: Record<NextFewDaysKey, 'calendar.today' | 'tours.tomorrow' | 'tours.inTwoDays' | 'tours.inThreeDays'> = {
  today: 'calendar.today',
  tomorrow: 'tours.tomorrow',
  inTwoDays: 'tours.inTwoDays',
  inThreeDays: 'tours.inThreeDays',
};

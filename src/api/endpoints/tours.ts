import * as t from 'io-ts';
import { IsoDate } from '../../kernel/brands';
import { Lifetime, QueryNumber } from '../codecs/common';
import type { EndpointDef } from '../endpoint-def';
import { lazy } from './build';

/** Tours: the overview, list, categories, one tour, its sold-out days and times, its calendar. */
export const tourEndpoints = {
  tourOverview: {
    name: 'tourOverview',
    method: 'GET',
    path: 'tour/overview',
    query: t.type({ date: IsoDate, lookahead: QueryNumber }, 'TourOverviewQuery'),
    token: false,
    response: lazy('tours', 'TourOverview'),
  },
  tourList: { name: 'tourList', method: 'GET', path: 'tour/list', token: false, response: lazy('tours', 'TourList') },
  tourCategories: { name: 'tourCategories', method: 'GET', path: 'tour/categories', token: false, response: lazy('tours', 'TourCategories') },
  tourSingle: {
    name: 'tourSingle',
    method: 'GET',
    path: 'tour/single',
    query: t.intersection([t.type({ tour: QueryNumber }), t.partial({ date: IsoDate })], 'TourSingleQuery'),
    token: false,
    response: lazy('tours', 'TourSingle'),
  },
  tourSoldout: {
    name: 'tourSoldout',
    method: 'GET',
    /** start and end as YYYYMMDD. */
    path: 'tour/soldout/tour/{id}/range/{start};{end}',
    token: false,
    response: lazy('tours', 'TourSoldout'),
  },
  tourSoldoutTimeslots: {
    name: 'tourSoldoutTimeslots',
    method: 'GET',
    path: 'tour/soldoutTimeslots/tour/{id}/date/{date}',
    token: false,
    response: lazy('tours', 'TourSoldoutTimeslots'),
  },
  tourCalendar: {
    name: 'tourCalendar',
    method: 'GET',
    path: 'tour/calendar/tour/{tour}/range/{start};{end}',
    token: false,
    response: lazy('tours', 'TourCalendar'),
  },
  tourLifetime: { name: 'tourLifetime', method: 'GET', path: 'tour/lifetime/tour/{tour}', token: false, response: Lifetime },
} as const satisfies Readonly<Record<string, EndpointDef>>;

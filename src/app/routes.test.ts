import en from '../../locales/en.json';
import { flattenKeys } from '../i18n/phrases';
import { notFoundHandle, routeTable, titleOf } from './routes';

describe('the route table’s titles', () => {
  it('each page’s title is a text (`title.<name>` unless the route names another), as is “page not found”’s', () => {
    const keys = new Set(flattenKeys(en));
    expect(routeTable.map(titleOf).filter((key) => !keys.has(key))).toEqual([]);
    expect(keys.has(notFoundHandle.title)).toBe(true);
  });

  it('a route names its title only where it is not `title.<name>`', () => {
    expect(routeTable.filter((def) => def.title === `title.${def.name}`).map((def) => def.name)).toEqual([]);
    expect(titleOf({ name: 'page', title: 'title.imprint' })).toBe('title.imprint');
    expect(titleOf({ name: 'tickets' })).toBe('title.tickets');
  });
});

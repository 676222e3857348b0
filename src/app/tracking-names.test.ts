import { firstValueFrom } from 'rxjs';
import { nameShadow } from '../tracking/names';
import { namingApi, trackingLanguageOf } from './tracking-names';
import { fakeApi, httpError, ok } from '../../test/helpers/fake-api';
import type { DataOf } from '../api/endpoints';

const list = (name: string) => ({ events: [{ id: 101, name }] }) as unknown as DataOf<'eventList'>;

describe('item names in the tracking language', () => {
  it('the configured tracking language when the shop offers it, else the shop’s first', () => {
    expect(trackingLanguageOf({ trackingLanguage: 'en' }, ['de', 'en'])).toBe('en');
    expect(trackingLanguageOf({ trackingLanguage: 'fr' }, ['de', 'en'])).toBe('de');
    expect(trackingLanguageOf({ trackingLanguage: 'xx' }, ['sv', 'da'])).toBe('sv');
    expect(trackingLanguageOf({}, ['nl', 'de'])).toBe('nl');
  });

  it('a naming answer is asked again in the tracking language with the same parameters, once; others are not', async () => {
    const visitor = fakeApi({ eventList: ok(list('Light and Line')), metaData: ok({ title: 't', description: '', keywords: '', supportEmail: '' }) });
    const fixed = fakeApi({ eventList: ok(list('Licht und Linie')) });
    const shadow = nameShadow({ waitMs: 1_000 });
    const api = namingApi(visitor.api, fixed.api, shadow, () => 'en', 'de');
    shadow.enable();
    await firstValueFrom(api.call('eventList'));
    await firstValueFrom(api.call('eventList'));
    await firstValueFrom(api.call('metaData'));
    await shadow.settled();
    expect(fixed.calls).toEqual([{ name: 'eventList', params: undefined }]);
    expect(shadow.book.rename('Light and Line')).toBe('Licht und Linie');
  });

  it('a failed answer, or a visitor already in the tracking language, asks nothing', async () => {
    const visitor = fakeApi({ eventList: httpError(500) });
    const fixed = fakeApi({ eventList: ok(list('Licht und Linie')) });
    const shadow = nameShadow({ waitMs: 1_000 });
    shadow.enable();
    await firstValueFrom(namingApi(visitor.api, fixed.api, shadow, () => 'en', 'de').call('eventList'));
    const same = fakeApi({ eventList: ok(list('Licht und Linie')) });
    await firstValueFrom(namingApi(same.api, fixed.api, shadow, () => 'de', 'de').call('eventList'));
    expect(fixed.calls).toEqual([]);
  });
});

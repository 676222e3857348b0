import { useObservableState } from 'observable-hooks';
import { isRight } from 'fp-ts/Either';
import { map, shareReplay, type Observable } from 'rxjs';
import type { ApiClient } from '../../api/client';
import { useServices } from '../../app/services';

export interface Country {
  key: string;
  name: string;
}

// Reference data (000 §3 "Countries: a map of key to name, presented as a list of name and
// key"): loaded once per page and language, like the remote configuration, not an event.
const cache = new WeakMap<ApiClient, Observable<Country[] | null>>();

export function countries$(api: ApiClient): Observable<Country[] | null> {
  let stream = cache.get(api);
  if (!stream) {
    stream = api.call('customerFormData').pipe(
      map((r) =>
        isRight(r)
          ? Object.entries(r.right.countries)
              .map(([key, name]) => ({ key, name }))
              .sort((a, b) => a.name.localeCompare(b.name))
          : null,
      ),
      shareReplay(1),
    );
    cache.set(api, stream);
  }
  return stream;
}

/** The countries of the customer form data; `undefined` while loading, `null` when it failed. */
export function useCountries(): Country[] | null | undefined {
  const { api } = useServices();
  return useObservableState(countries$(api), undefined);
}

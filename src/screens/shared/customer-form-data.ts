import { useCallback, useState } from 'react';
import { useObservable, useObservableState } from 'observable-hooks';
import { isRight } from 'fp-ts/Either';
import { map, shareReplay, switchMap, tap, type Observable } from 'rxjs';
import type { ApiClient } from '../../api/client';
import type { FieldRules } from '../../messages';
import { useRuntime } from '../../engine/hooks';

export interface Choice {
  key: string;
  name: string;
}

/** 001 §3 customer form data, as the forms use it: choices sorted by name, the field rules. */
export interface CustomerFormReference {
  countries: Choice[];
  salutations: Choice[];
  rules: FieldRules;
}

// Reference data (000 §3 "Countries: a map of key to name, presented as a list of name and
// key"): loaded once per page and language, like the remote configuration, not an event. Only an
// answer is kept: after a failure the next form (or "Try again") asks again.
const cache = new WeakMap<ApiClient, Observable<CustomerFormReference | null>>();

const choices = (map: Record<string, string>, sort: boolean): Choice[] => {
  const list = Object.entries(map).map(([key, name]) => ({ key, name }));
  return sort ? list.sort((a, b) => a.name.localeCompare(b.name)) : list;
};

export function customerFormData$(api: ApiClient): Observable<CustomerFormReference | null> {
  let stream = cache.get(api);
  if (!stream) {
    stream = api.call('customerFormData').pipe(
      map((r) =>
        isRight(r)
          ? {
              countries: choices(r.right.countries, true),
              // The server's order of salutations is deliberate (Mr, Ms, not specified).
              salutations: choices(r.right.salutations, false),
              rules: { required: r.right.required_fields, visible: r.right.visible_fields },
            }
          : null,
      ),
      tap((reference) => reference === null && cache.delete(api)),
      shareReplay(1),
    );
    cache.set(api, stream);
  }
  return stream;
}

/** `undefined` while loading, `null` when the call failed (with `retry`), else the reference data. */
export function useCustomerFormData(): { data: CustomerFormReference | null | undefined; retry(): void } {
  const { api } = useRuntime();
  const [round, setRound] = useState(0);
  // A new round after a failure asks the server again (the failed answer left the cache).
  const data$ = useObservable((inputs$) => inputs$.pipe(switchMap(([client]) => customerFormData$(client))), [api, round] as const);
  const data = useObservableState(data$, undefined);
  const retry = useCallback(() => setRound((n) => n + 1), []);
  return { data, retry };
}

/** The countries of the customer form data; `undefined` while loading, `null` when it failed. */
export function useCountries(): Choice[] | null | undefined {
  const { data } = useCustomerFormData();
  return data === undefined || data === null ? data : data.countries;
}

/** A catalogue entry asked for by id: on its way, there, or not (with the API's code). */
export type Loadable<T> = { status: 'loading' } | { status: 'loaded'; value: T } | { status: 'failed'; code: string; notFound: boolean };

/** What a page's address names when its id is no id at all (a stale or mistyped link). */
export const NOT_FOUND = { status: 'failed', code: 'NOT_FOUND', notFound: true } as const;

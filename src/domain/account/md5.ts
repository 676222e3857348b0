import { from, map, type Observable } from 'rxjs';

/**
 * The API wants passwords as MD5 hex (`_p`, `_po`, `_pn`, 001 §7). The hash function loads with
 * the first form that needs it, not with every page; one chunk for login and the customer forms.
 */
export const md5$ = (): Observable<(text: string) => string> =>
  from(import(/* webpackChunkName: "md5" */ 'blueimp-md5')).pipe(map((module) => (text: string) => module.default(text)));

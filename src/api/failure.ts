import type { ApiError } from './errors';
import { errorCode } from './errors';

/**
 * What a `<Thing>LoadFailed` event records about a failed call: a short code (the server's
 * `{code}` / `{error}` when it sent one, else the kind of failure) and whether the thing does
 * not exist. Never the response body itself: it may echo what the visitor typed.
 */
export interface Failure {
  readonly code: string;
  readonly notFound: boolean;
}

export function failureOf(error: ApiError): Failure {
  switch (error.kind) {
    case 'Network':
      return { code: error.timedOut ? 'TIMEOUT' : 'NETWORK_ERROR', notFound: false };
    case 'Decode':
      return { code: 'DECODE_ERROR', notFound: false };
    case 'Http': {
      const code = errorCode(error);
      // Server codes are SHOUTING_SNAKE identifiers; anything else (a message sentence) is
      // replaced by the status so no free text reaches the log.
      const safe = code !== undefined && /^[A-Z][A-Z0-9_]{0,63}$/.test(code) ? code : `HTTP_${error.status}`;
      return { code: safe, notFound: error.status === 404 };
    }
  }
}

import { of } from 'rxjs';
import { left } from 'fp-ts/Either';
import type { ApiClient } from '../api/client';
import type { EndpointName } from '../api/endpoints';

/**
 * Reference data is the same for everyone and not in the log (docs/architecture.md): a
 * replayed screen may load it. Everything else a screen asks for in replay mode would be
 * today's answer, not what the visitor saw, so it is not sent.
 */
const REFERENCE: ReadonlySet<EndpointName> = new Set<EndpointName>(['remoteConfig', 'staticContent', 'metaData', 'paymentTypes', 'staticPage', 'customerFormData']);

/** The API as a replayed screen sees it: reference data only; any other call fails at once, unsent. */
export function replayApi(api: ApiClient, refused: (name: EndpointName) => void = () => undefined): ApiClient {
  return {
    pending$: api.pending$,
    signals$: api.signals$,
    call: ((name: EndpointName, ...args: unknown[]) => {
      if (REFERENCE.has(name)) return (api.call as (n: EndpointName, ...a: unknown[]) => ReturnType<ApiClient['call']>)(name, ...args);
      refused(name);
      return of(left({ kind: 'Network', message: `not sent in QA replay mode (${name})` }));
    }) as ApiClient['call'],
  };
}

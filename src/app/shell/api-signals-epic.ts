import { EMPTY, mergeMap, type Observable } from 'rxjs';
import type { DomainEvent } from '../../messages';
import { decideReload } from '../../api/reload-guard';
import { messageEvents, SERVER_ERROR_MESSAGE_MS } from '../../domain/ui/epics';
import type { AppEpic } from '../epics';
import { isLoginScreen, splitPath } from './paths';

const WARNING_MS = 8_000;

/**
 * The spec's cross-cutting error rules (000 §8, 001 §8), applied to whatever the API client
 * reports: 401/403 → login with fromUnauthorized (unless already there), 500 → danger message
 * with the support address for 15 s, 503 → reload (at most 3 times in 5 minutes, then a
 * message), network failure and malformed answers → a translated warning.
 */
export const apiSignalsEpic: AppEpic = (_command$, _state$, deps) =>
  deps.api.signals$.pipe(
    mergeMap((signal): Observable<DomainEvent> => {
      switch (signal.kind) {
        case 'serverError':
          return messageEvents(deps, 'message.serverError', 'danger', { email: deps.supportEmail() }, SERVER_ERROR_MESSAGE_MS);
        case 'networkError':
          return messageEvents(deps, 'message.networkFailure', 'warning', {}, WARNING_MS);
        case 'decodeError':
          return messageEvents(deps, 'message.unexpected', 'warning', {}, WARNING_MS);
        case 'unavailable':
          if (decideReload(deps.storage, deps.clock.now()) === 'reload') {
            deps.navigator.reload();
            return messageEvents(deps, 'message.reloading', 'info');
          }
          return messageEvents(deps, 'message.serviceUnavailable', 'danger');
        case 'unauthorized': {
          const here = deps.navigator.path();
          if (!isLoginScreen(here)) {
            const lang = splitPath(here).lang ?? 'de';
            deps.navigator.navigate(`/${lang}/login?fromUnauthorized=1`);
          }
          return EMPTY;
        }
      }
    }),
  );

import { concat, EMPTY, mergeMap, of, type Observable } from 'rxjs';
import { AccountEvents, type DomainEvent } from '../messages';
import { decideReload } from '../api/reload-guard';
import { messageEvents, SERVER_ERROR_MESSAGE_MS } from '../domain/ui/epics';
import type { AppDeps, AppEpic } from './epics';
import { isLoginPage, splitPath } from '../routing/paths';
import { rememberInterruptedPage } from '../routing/after-login';

const WARNING_MS = 8_000;
/**
 * "The page is reloading": a notice for the page being left, on a timer of its own, so it is
 * screen-only (never logged) and the page after the reload does not replay it. Longer than a
 * reload takes; should the browser not reload after all, it goes by itself.
 */
const RELOADING_MS = 10_000;

/**
 * The spec's cross-cutting error rules (000 §8, 001 §8), applied to whatever the API client
 * reports: 401/403 → login with fromUnauthorized (unless already there), 500 → danger message
 * with the support address for 15 s, 503 → reload (at most 3 times in 5 minutes, then a
 * message), network failure, a time-out (worded apart: the connection may be fine) and malformed answers
 * → a translated warning, a request too large
 * for the server (413/414/431) → a warning of its own, the token forgotten if one went with it.
 */
export const apiSignalsEpic: AppEpic = (_command$, state$, deps) =>
  deps.api.signals$.pipe(
    mergeMap((signal): Observable<DomainEvent> => {
      switch (signal.kind) {
        case 'serverError':
          return messageEvents(deps, 'message.serverError', 'danger', { email: deps.supportEmail() }, SERVER_ERROR_MESSAGE_MS);
        case 'networkError':
          return messageEvents(deps, 'message.networkFailure', 'warning', {}, WARNING_MS);
        case 'timeout':
          // The server was silent, the connection may be fine: no "check your connection".
          return messageEvents(deps, 'message.timeout', 'warning', {}, WARNING_MS);
        case 'decodeError':
          return messageEvents(deps, 'message.unexpected', 'warning', {}, WARNING_MS);
        case 'requestTooLarge':
          // The server answered: no "check your internet connection". A token it would not take
          // makes every call with it fail the same way, so it is forgotten (a signed-in visitor
          // signs in again); without one, the visitor's own browser data is what is too large.
          if (!signal.withToken) return messageEvents(deps, 'message.requestTooLarge', 'warning');
          return concat(forgetSession(deps, state$.value.account.signedIn), messageEvents(deps, 'message.requestTooLargeSignedOut', 'warning'));
        case 'unavailable':
          if (decideReload(deps.storage, deps.clock.now()) === 'reload') {
            deps.navigator.reload();
            return messageEvents(deps, 'message.reloading', 'info', {}, RELOADING_MS);
          }
          return messageEvents(deps, 'message.serviceUnavailable', 'danger');
        case 'unauthorized': {
          // A 401 says the token we sent (if any) is no longer valid. Keeping it would send it
          // again on the next page load (payment types, customer data) and bounce the visitor
          // to login on every page until they sign in again; so it is forgotten here. A 403
          // (e.g. someone else's cart) says nothing about the token, so it stays.
          const signedOut: Observable<DomainEvent> =
            signal.status === 401 ? forgetSession(deps, state$.value.account.signedIn) : EMPTY;
          // Only the login page itself counts as "already there": a 401 on the registration or
          // guest form still leads to login. Afterwards the visitor comes back where they were.
          const here = deps.navigator.path();
          if (!isLoginPage(here)) {
            rememberInterruptedPage(deps.storage, here);
            // The page's language; outside a language prefix (/logout) the shop's default one.
            const lang = splitPath(here).lang;
            const login = lang ? `/${lang}/login` : deps.routePath('login');
            deps.navigator.navigate(`${login}?fromUnauthorized=1`);
          }
          return signedOut;
        }
      }
    }),
  );

function forgetSession(deps: Pick<AppDeps, 'auth'>, signedIn: boolean): Observable<DomainEvent> {
  deps.auth.signOut();
  return signedIn ? of(AccountEvents.CustomerSignedOut.create({})) : EMPTY;
}

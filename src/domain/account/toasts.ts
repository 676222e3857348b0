import { defer, EMPTY, filter, map, mergeMap, of, Subject, takeUntil, timer, type Observable } from 'rxjs';
import { UiEvents, type DomainEvent, type MessageClass } from '../../messages';
import type { SchedulerLike } from 'rxjs';
import type { Random } from '../../bus/deps';
import type { ApiError } from '../../api/errors';

/** 001 §8, §9: the account toasts (AUTH_LOGGING_IN, …) show for 2 seconds. */
export const TOAST_MS = 2_000;

export type ToastKey =
  | 'AUTH_LOGGING_IN'
  | 'AUTH_LOGIN_FAILED'
  | 'AUTH_REQUEST_RESET_SUCCESS'
  | 'AUTH_REQUEST_RESET_FAIL'
  | 'AUTH_SETTING_NEW_PASSWORD'
  | 'AUTH_SETTING_NEW_PASSWORD_FAILED'
  | 'AUTH_SETTING_NEW_PASSWORD_SUCCESS'
  | 'AUTH_PASSWORD_CHANGE_REQUEST'
  | 'AUTH_PASSWORD_CHANGE_SUCCESS'
  | 'AUTH_PASSWORD_CHANGE_FAILED'
  | 'AUTH_EMAIL_CHANGE_SUCCESS'
  | 'USER_SETTINGS_SAVED';

/**
 * Whether a call's failure toast must give way: a 5xx already raised the 15-second danger message
 * with the support address (000 §8, api-signals-epic.ts), and a 2-second toast in the same
 * message bar would replace it at once (issue 30). The form still says it failed.
 */
export const shellAnswered = (error: ApiError): boolean => error.kind === 'Http' && error.status >= 500;

export const toastClass = (key: ToastKey): MessageClass =>
  /FAIL/.test(key) ? 'danger' : /SUCCESS|SAVED/.test(key) ? 'success' : 'info';

export interface Toaster {
  /** The toast's MessageShown (text `auth.<key>`); its MessageDismissed follows on `dismissals$`. */
  show(key: ToastKey): DomainEvent;
  /** Merge into the epic's output, outside any exhaustMap: a toast's 2 s must not hold a submit. */
  readonly dismissals$: Observable<DomainEvent>;
  /**
   * The toast of `key` still showing ends before its time (a "logging in …" once the login went
   * through): its MessageDismissed now, on subscription, and none from its timer. Left standing,
   * it held the next page 75 px down for the rest of its 2 s and then let it jump back.
   */
  end(key: ToastKey): Observable<DomainEvent>;
}

export function toaster(deps: { random: Random; scheduler?: SchedulerLike }): Toaster {
  const shown = new Subject<string>();
  const ended = new Subject<string>();
  const standing = new Map<ToastKey, string>();
  const dismissed = (messageId: string): DomainEvent => UiEvents.MessageDismissed.create({ messageId });
  return {
    show: (key) => {
      const messageId = deps.random.id();
      standing.set(key, messageId);
      shown.next(messageId);
      return UiEvents.MessageShown.create({ messageId, key: `auth.${key}`, params: {}, className: toastClass(key), timeoutMs: TOAST_MS });
    },
    dismissals$: shown.pipe(
      mergeMap((messageId) =>
        timer(TOAST_MS, deps.scheduler).pipe(
          takeUntil(ended.pipe(filter((id) => id === messageId))),
          map(() => {
            for (const [key, id] of standing) if (id === messageId) standing.delete(key);
            return dismissed(messageId);
          }),
        ),
      ),
    ),
    end: (key) =>
      defer(() => {
        const messageId = standing.get(key);
        if (messageId === undefined) return EMPTY;
        standing.delete(key);
        ended.next(messageId);
        return of(dismissed(messageId));
      }),
  };
}

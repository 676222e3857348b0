import type { ApiError } from '../../api/errors';
import { decideReload, type ReloadStorage } from '../../api/reload-guard';
import type { TextKey } from '../../i18n';

/** What the failure screen says when the remote configuration could not be loaded. */
export interface BootFailureDecision {
  readonly text: TextKey;
  /** The page reloads itself (a 503 within the reload allowance): no retry button meanwhile. */
  readonly reload: boolean;
  /**
   * A server error (5xx but 503): said as every 500 message says it, with the support address
   * (000 §8), once one is known; `text` until then, and if none can be had.
   */
  readonly contact?: true;
}

/** Long enough to read "reloading…", short enough not to feel stuck. */
export const BOOT_RELOAD_DELAY_MS = 2_000;

/**
 * 000 §8 at start-up: a 503 reloads the page, within the same allowance as later calls
 * (reload-guard); only once that is used up does the screen say the shop is still unavailable
 * after reloading. A connection that failed or timed out says so; a server error names the
 * support address like every 500 message; anything else is the general failure. Each answer is
 * true the first time it is shown.
 */
export function bootFailure(error: ApiError, storage: ReloadStorage, nowMs: number): BootFailureDecision {
  if (error.kind === 'Http' && error.status === 503) {
    return decideReload(storage, nowMs) === 'reload' ? { text: 'message.reloading', reload: true } : { text: 'message.serviceUnavailable', reload: false };
  }
  if (error.kind === 'Network') return { text: error.timedOut ? 'message.timeout' : 'message.networkFailure', reload: false };
  if (error.kind === 'Http' && error.status >= 500) return { text: 'message.unexpected', reload: false, contact: true };
  return { text: 'message.unexpected', reload: false };
}

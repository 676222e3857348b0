import type { DomainEvent } from '../messages';
import type { RootState } from './root-state';

/**
 * Screen state that never enters the log (issue 28, docs/events.md "What the log keeps"): it
 * is folded live, so the screen shows it, but a reload, an export, a bug capsule and the replay
 * never see it. Only what is purely visual and over by itself qualifies: a toast that goes on
 * its own timer (`timeoutMs`), and that timer's dismissal. A message the visitor must close,
 * and its closing, stay: QA needs them to see the screen the visitor saw.
 */
export function isScreenOnly(event: DomainEvent, before: Pick<RootState, 'ui'>): boolean {
  switch (event.type) {
    case 'MessageShown':
      return event.data.timeoutMs !== null;
    case 'MessageDismissed': {
      const shown = before.ui.message;
      return shown === null || shown.id !== event.data.messageId || shown.expiresAt !== undefined;
    }
    default:
      return false;
  }
}

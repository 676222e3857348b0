import * as t from 'io-ts';
import { defineEvent } from '../define';

/**
 * The saved log could not be read back whole: the visitor keeps what came before the first
 * damaged entry (`kept` events; 0: a clean start) and sees a notice. `detail` is the readable
 * decode error (no payload values beyond the first bad entry's position). `scope` says whether
 * the whole saved session was read (`session`) or one section's part of it as that section
 * loaded (`section`: only that section starts over). v1 had neither: it always meant a clean
 * start of the whole session (upcaster in event-log/upcasters.ts).
 */
export const SessionRestoreFailed = defineEvent(
  'SessionRestoreFailed',
  2,
  t.exact(
    t.intersection([
      t.type({
        reason: t.keyof({ corrupt: null, truncated: null, undecodable: null, unknownEvent: null, newerVersion: null }),
        detail: t.string,
        kept: t.number,
        scope: t.keyof({ session: null, section: null }),
      }),
      // Issue 29: the basket's lines the saved log meant that the visitor does not get back, and
      // whether some of it could not be read at all (so there may be more). Absent in older logs.
      t.partial({ lostLines: t.number, unreadable: t.boolean }),
    ]),
  ),
);

/** sessionStorage was copied into a duplicated tab: this tab got a new id. */
export const TabForked = defineEvent('TabForked', 1, t.strict({ from: t.string, to: t.string }));

/**
 * Session storage refused a write (quota) or is missing. `survives`: what a reload will find,
 * the basket (storage holds only it now) or nothing (the shop keeps going in memory). v1 had
 * no `survives`: it always meant nothing (upcaster in event-log/upcasters.ts).
 */
export const StorageUnavailable = defineEvent(
  'StorageUnavailable',
  3,
  // survives `earlier`: storage still holds the session as it was before it filled up.
  t.strict({ reason: t.keyof({ quota: null, unavailable: null }), survives: t.keyof({ basket: null, earlier: null, nothing: null }) }),
);

/** An epic threw; the runner reported it and, below the limit, restarted it. */
export const EpicFailed = defineEvent(
  'EpicFailed',
  1,
  t.strict({ epic: t.string, message: t.string, restarted: t.boolean }),
);

export const NoticeDismissed = defineEvent('NoticeDismissed', 1, t.strict({ noticeId: t.string }));

import type { KeyValueStorage, Random } from '../bus/deps';

export const TAB_KEY = 'foyer:tab';

/** What `Random.id()` makes (16 alphanumerics), with room for other generators: word characters, dots, colons, dashes; nothing longer. */
const TAB_ID = /^[\w.:-]{1,64}$/;

export interface TabIdentity {
  tab: string;
  /** Set when this tab was opened by duplicating another one (sessionStorage came along). */
  forkedFrom: string | null;
}

/**
 * Duplicating a tab copies its sessionStorage, log included. The original marks itself
 * closed on `pagehide`; finding the mark still "open" at boot therefore means another live
 * tab owns this id, so this copy takes a fresh one. A reload finds "closed" and keeps its id.
 * (A crash leaves "open" behind and costs only a spurious fork notice: the safe direction.)
 */
export function resolveTab(storage: KeyValueStorage, random: Random): TabIdentity {
  type Stored = { id?: unknown; open?: unknown } | null;
  const read = (): Stored => {
    try {
      const text = storage.getItem(TAB_KEY);
      return text === null ? null : (JSON.parse(text) as Stored);
    } catch {
      return null;
    }
  };
  const stored = read();
  // The id travels in the exec call's address (sessionUs): one of a shape this shop makes, else a
  // fresh one (storage is the visitor's to edit; a 20,000-character id made exec answer 431).
  const known = stored && typeof stored.id === 'string' && TAB_ID.test(stored.id) ? stored.id : null;
  const identity: TabIdentity =
    known === null
      ? { tab: random.id(), forkedFrom: null }
      : stored?.open === true
        ? { tab: random.id(), forkedFrom: known }
        : { tab: known, forkedFrom: null };
  markTab(storage, identity.tab, true);
  return identity;
}

export function markTab(storage: KeyValueStorage, tab: string, open: boolean): void {
  try {
    storage.setItem(TAB_KEY, JSON.stringify({ id: tab, open }));
  } catch {
    /* without storage there is nothing to fork from */
  }
}

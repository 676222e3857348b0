import { useCallback, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useCommand } from '../../app/hooks';
import type { Command } from '../../messages';

/**
 * The catalogue id a page's `:id` names: a positive whole number, or null when the address names
 * none (a stale or mistyped link shows "not found", never a request for garbage).
 */
export function useEntryId(): number | null {
  const { id = '' } = useParams();
  const n = /^\d+$/.test(id) ? Number(id) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * Opens the entry a page names, once per id, and gives back the same opening for "try again".
 * `command` builds the open command; define it outside the component so it stays the same.
 */
export function useOpenEntry(id: number | null, command: (id: number) => Command): () => void {
  const dispatch = useCommand();
  const open = useCallback(() => {
    if (id !== null) dispatch(command(id));
  }, [dispatch, id, command]);
  useEffect(open, [open]);
  return open;
}

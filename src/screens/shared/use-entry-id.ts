import { useCallback, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useCommand, useReadModel } from '../../engine/hooks';
import type { RootState } from '../../engine/root-state';
import { usePageTitle } from './page-title';
import { NOT_FOUND, type Loadable } from '../../kernel/loadable';
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
function useOpenEntry(id: number | null, command: (id: number) => Command): () => void {
  const dispatch = useCommand();
  const open = useCallback(() => {
    if (id !== null) dispatch(command(id));
  }, [dispatch, id, command]);
  useEffect(open, [open]);
  return open;
}

/**
 * The catalogue entry a page's address names (a product, a voucher): opened once per id, looked
 * up in its area's read model (`lookup`), the page titled by its name. `open` is the "try again".
 * Define `select`, `lookup` and `command` outside the component so they stay the same.
 */
export function useCatalogueEntry<S, T extends { readonly name: string }>(
  select: (state: RootState) => S,
  lookup: (state: S, id: number) => Loadable<T>,
  command: (id: number) => Command,
): { entry: Loadable<T>; value: T | null; open: () => void } {
  const id = useEntryId();
  const state = useReadModel(select);
  const open = useOpenEntry(id, command);
  const entry = id === null ? NOT_FOUND : lookup(state, id);
  const value = entry.status === 'loaded' ? entry.value : null;
  usePageTitle(value?.name);
  return { entry, value, open };
}

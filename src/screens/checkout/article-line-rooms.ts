import { createContext } from 'react';
import type { CartLine } from '../../messages';
import { articleLineMax, knownStock } from '../../domain/merchandise/decide-line';
import type { MerchandiseState } from '../../domain/merchandise/read-model';

/** What an article line may hold: its most (the stock less the basket's other lines of the article) and the article's stock. */
export interface ArticleLineRoom {
  readonly most: number;
  readonly stock: number;
}

/**
 * Each article line's room, by line id; null while the article's stock is unknown. The basket
 * provides it around its rows, and only a row's stepper and its "all in the basket" note read it:
 * removing one line of an article changes the most of every other line of it, and through this
 * the rows themselves do not render again (issue 33, docs/performance.md). Absent (no basket
 * around), every line's most is unknown.
 */
export const ArticleLineRooms = createContext<ReadonlyMap<string, ArticleLineRoom | null> | null>(null);

/** The room of every article line of the basket (the merchandise area loaded): null while its stock is unknown. */
export function articleLineRooms(merchandise: MerchandiseState | undefined, lines: readonly CartLine[]): ReadonlyMap<string, ArticleLineRoom | null> {
  const rooms = new Map<string, ArticleLineRoom | null>();
  if (!merchandise) return rooms;
  for (const line of lines) {
    if (line.type !== 'merchandise' || typeof line.id !== 'number') continue;
    const stock = knownStock(merchandise, line.id);
    const most = articleLineMax(merchandise, lines, line);
    rooms.set(line.lineId, stock === null || most === null ? null : { most, stock });
  }
  return rooms;
}

import { createContext } from 'react';

/**
 * Each article line's most, by line id: the stock less the basket's other lines of the article
 * (articleLineMax), null while the stock is unknown. The basket provides it around its rows, and
 * only a row's stepper and its "all in the basket" note read it: removing one line of an article
 * changes the most of every other line of it, and through this the rows themselves do not render
 * again (issue 33, docs/performance.md). Absent (no basket around), every line's most is unknown.
 */
export const ArticleLineMaxima = createContext<ReadonlyMap<string, number | null> | null>(null);

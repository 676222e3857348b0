import * as CartEvents from '../../messages/events/cart';
import * as MerchandiseEvents from '../../messages/events/merchandise';
import { ArticleOffer, factOf } from '../../messages/catalogue';
import { count } from '../../kernel/brands';
import { decided, NOTHING } from '../decision';
import { articleLineMax, decideArticleLineCount, LOOK_UP } from './decide-line';
import { given } from '../../../test/helpers/decider';
import { article } from '../../../test/helpers/catalogue';
import { merchandiseLine } from '../../../test/helpers/lines';

/** The basket's stepper of an article line (issue 30, item 8): never past the stock. */

const poster = factOf(ArticleOffer, article({ id: 5102, name: 'Poster', stock: 3 }));
const known = MerchandiseEvents.ProductLoaded.create({ article: poster });
const line = (n: number, lineId = 'M1') => CartEvents.CartLineAdded.create({ line: merchandiseLine({ lineId, id: 5102, count: count(n) }) });
const change = (lineId: string, n: number | string) => ({ type: 'ChangeArticleLineCount' as const, lineId, count: n });
const to = (lineId: string, n: number) => decided(CartEvents.CartLineCountChanged.create({ lineId, count: count(n) }));

describe('an article line’s count in the basket', () => {
  it('rises up to the stock: "+" past it and a typed 10 stop at 3', () => {
    const state = given(known, line(1));
    expect(decideArticleLineCount(change('M1', 2), state)).toEqual(to('M1', 2));
    expect(decideArticleLineCount(change('M1', '10'), state)).toEqual(to('M1', 3));
    expect(decideArticleLineCount(change('M1', 4), given(known, line(3)))).toEqual(NOTHING);
    expect(articleLineMax(state.merchandise, state.cart.lines, state.cart.lines[0]!)).toBe(3);
  });

  it('counts the basket’s other lines of the same article against the stock', () => {
    const state = given(known, line(1), line(1, 'M2'));
    expect(decideArticleLineCount(change('M1', 3), state)).toEqual(to('M1', 2));
    expect(articleLineMax(state.merchandise, state.cart.lines, state.cart.lines[1]!)).toBe(2);
  });

  it('a decrease is always taken, also below a stock that shrank; garbage, 0 or the same count is no fact', () => {
    const shrunk = MerchandiseEvents.ProductLoaded.create({ article: { ...poster, stock: 1 } });
    expect(decideArticleLineCount(change('M1', 2), given(known, line(3), shrunk))).toEqual(to('M1', 2));
    for (const n of ['', 'many', 0, -2, 3]) expect(decideArticleLineCount(change('M1', n), given(known, line(3)))).toEqual(NOTHING);
    expect(decideArticleLineCount(change('M1', '2.7'), given(known, line(3)))).toEqual(to('M1', 2));
  });

  it('a listing’s stock counts as known; an unknown article is looked up first, an unknown line is no fact', () => {
    const listed = MerchandiseEvents.MerchandiseListLoaded.create({ kind: 'shop', category: null, articles: [poster] });
    expect(decideArticleLineCount(change('M1', 9), given(listed, line(1)))).toEqual(to('M1', 3));
    expect(decideArticleLineCount(change('M1', 2), given(line(1)))).toBe(LOOK_UP);
    expect(articleLineMax(given(line(1)).merchandise, given(line(1)).cart.lines, given(line(1)).cart.lines[0]!)).toBeNull();
    // A decrease needs no stock.
    expect(decideArticleLineCount(change('M1', 1), given(line(2)))).toEqual(to('M1', 1));
    expect(decideArticleLineCount(change('M9', 2), given(known, line(1)))).toEqual(NOTHING);
  });

  it('an article out of stock (0 or below) takes no rise at all', () => {
    const gone = MerchandiseEvents.ProductLoaded.create({ article: { ...poster, stock: -1 } });
    expect(decideArticleLineCount(change('M1', 2), given(line(1), gone))).toEqual(NOTHING);
  });
});

import { createApiRequests } from '../../api/requests';
import { shellEndpoints } from '../../api/shell-endpoints';
import merchandiseList from '../../../fixtures/api/merchandiseList.json';
import merchandiseCategories from '../../../fixtures/api/merchandiseCategories.json';
import { lightProductList, type LightProductList, type ProductListing } from './light-product-list';

/**
 * The shop's and the passes' lists before the runtime: a listing's two calls through the shell's
 * requests with the area's queries (listing-query.ts), checked by the guards; the articles in
 * the shop's order, as the area's selectors give them (domain/merchandise, whose tests hold the
 * same rules).
 */

type Answer = { status: number; body: unknown } | 'offline';

function serve(answers: Record<string, Answer>) {
  const calls: string[] = [];
  const fetch = jest.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    const path = url.pathname.replace(/^\/api\/de\//, '') + url.search;
    calls.push(path);
    const answer = answers[path] ?? { status: 404, body: { code: 'NOT_FOUND' } };
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  const requests = createApiRequests({ base: '/api/', getLang: () => 'de', getToken: () => null, fetch }, shellEndpoints);
  return { calls, source: lightProductList(requests), answers };
}

const settled = (source: LightProductList, read: () => ProductListing, done: (l: ProductListing) => boolean) =>
  new Promise<ProductListing>((resolve) => {
    if (done(read())) resolve(read());
    const stop = source.changes.subscribe(() => {
      if (!done(read())) return;
      stop();
      resolve(read());
    });
  });

const LIST = 'merchandise/list/shop/160';
const CATEGORIES = 'merchandise/categories/shop/160';

describe('the shop’s list before the runtime (light-product-list.ts)', () => {
  it('asks for the shop’s categories and articles with the area’s queries; the articles in the shop’s order', async () => {
    const { calls, source } = serve({ [LIST]: { status: 200, body: merchandiseList }, [CATEGORIES]: { status: 200, body: merchandiseCategories } });
    expect(source.listing('shop', null)).toEqual({ categories: [], list: { status: 'loading' } });
    source.open('shop', null);
    const shown = await settled(source, () => source.listing('shop', null), (l) => l.list.status !== 'loading' && l.categories.length > 0);
    expect(shown.categories).toEqual(merchandiseCategories.data.category);
    expect(shown.list.status === 'loaded' && shown.list.value.map((a) => a.id)).toEqual([8801, 8802, 8803, 8901]);
    expect(calls.sort()).toEqual([CATEGORIES, LIST]);
    // Opened again (the page left and visited again): nothing asked twice.
    source.open('shop', null);
    expect(calls).toHaveLength(2);
  });

  it('a category asks for its articles alone; the passes ask with their product kind, for their own categories', async () => {
    const { calls, source } = serve({
      [LIST]: { status: 200, body: merchandiseList },
      [CATEGORIES]: { status: 200, body: merchandiseCategories },
      [`${LIST}?category=31`]: { status: 200, body: { data: { articles: merchandiseList.data.articles.slice(0, 1) } } },
      [`${CATEGORIES}?product_kind=13`]: { status: 200, body: { data: { category: [{ id: 53, name: 'Jahreskarten' }] } } },
      [`${LIST}?product_kind=13`]: { status: 200, body: { data: { articles: merchandiseList.data.articles.filter((a) => a.product_kind_ref === 13) } } },
    });
    source.open('shop', null);
    await settled(source, () => source.listing('shop', null), (l) => l.list.status === 'loaded' && l.categories.length > 0);
    source.open('shop', 31);
    const category = await settled(source, () => source.listing('shop', 31), (l) => l.list.status === 'loaded');
    expect(category.list.status === 'loaded' && category.list.value.map((a) => a.id)).toEqual([8801]);
    expect(category.categories).toHaveLength(3);
    source.open('passes', null);
    const passes = await settled(source, () => source.listing('passes', null), (l) => l.list.status === 'loaded' && l.categories.length > 0);
    expect(passes.list.status === 'loaded' && passes.list.value.map((a) => a.id)).toEqual([8901]);
    expect(passes.categories).toEqual([{ id: 53, name: 'Jahreskarten' }]);
    expect(calls.filter((c) => c.startsWith(CATEGORIES))).toEqual([CATEGORIES, `${CATEGORIES}?product_kind=13`]);
  });

  it('a failed list says so and is asked for again when opened again; failed categories leave the filters out and are asked for again', async () => {
    const { calls, source, answers } = serve({ [LIST]: 'offline', [CATEGORIES]: { status: 500, body: { code: 'INTERNAL' } } });
    source.open('shop', null);
    const failed = await settled(source, () => source.listing('shop', null), (l) => l.list.status === 'failed');
    // The categories' failure too (its answer may come after the list's).
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(failed).toEqual({ categories: [], list: { status: 'failed' } });
    answers[LIST] = { status: 200, body: merchandiseList };
    answers[CATEGORIES] = { status: 200, body: merchandiseCategories };
    source.open('shop', null);
    expect(source.listing('shop', null).list).toEqual({ status: 'loading' });
    const again = await settled(source, () => source.listing('shop', null), (l) => l.list.status === 'loaded' && l.categories.length > 0);
    expect(again.categories).toHaveLength(3);
    expect(calls.filter((c) => c === LIST)).toHaveLength(2);
  });

  it('an answer the guard refuses is decoded by the area’s codec, which says what is wrong: the list fails', async () => {
    const broken = { data: { articles: [{ ...merchandiseList.data.articles[0], price: 'zwölf' }] } };
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { source } = serve({ [LIST]: { status: 200, body: broken }, [CATEGORIES]: { status: 200, body: merchandiseCategories } });
      source.open('shop', null);
      const failed = await settled(source, () => source.listing('shop', null), (l) => l.list.status === 'failed');
      expect(failed.list).toEqual({ status: 'failed' });
      expect(errors.mock.calls.flat().join(' ')).toContain('price');
    } finally {
      errors.mockRestore();
    }
  });
});

/**
 * Issue 10, widened: random damage to every key the shop stores (log header, chunks, snapshot,
 * boot checkpoint, tab, legacy basket, token, customer) → the shop boots, shows at most one
 * notice, and keeps every entry stored before the first damaged one; or, when the damaged entry
 * lies behind the boot checkpoint and only its decoding finds it, keeps the whole basket as the
 * checkpoint and the events after it left it, the history before them dropped
 * (docs/architecture.md, "Boot checkpoint").
 */
import fc from 'fast-check';
import { memoryStorage } from '../bus/deps';
import { LOG_KEY } from '../event-log/session-log';
import { markTab, TAB_KEY } from '../event-log/tab';
import { LEGACY_CART_KEY } from '../domain/cart/legacy';
import { CUSTOMER_KEY, TOKEN_KEY, createAuthStore } from '../engine/auth-store';
import { cents } from '../messages';
import { CHECKPOINT_EVERY, createRuntime, type Runtime } from '../engine/runtime';
import { testDeps } from '../../test/helpers/runtime-deps';
import { type MemoryStorage, duplicate, sequentialRandom } from '../../test/helpers/fakes';
import { merchandiseLine, withoutId } from '../../test/helpers/lines';
import { legacyReadingOne } from '../../test/helpers/legacy';
import { fixtureCustomerData } from '../../test/helpers/account';
import { allAreas } from './areas/all';
import { runs } from '../../test/helpers/runs';

const CHUNK = 50;
const boot = (storage: MemoryStorage, prefix: string): Runtime => createRuntime({ areas: allAreas, deps: testDeps({ storage, random: sequentialRandom(prefix) }) });

/**
 * A session of 120 events (three chunks, the boot checkpoint after the 100th: the tab was killed
 * 20 events after its last idle moment), signed in, with an old basket waiting to be imported.
 */
function storedSession(): { storage: MemoryStorage; events: Array<{ type: string; seq: number }>; lines: readonly unknown[] } {
  const storage = memoryStorage();
  const runtime = boot(storage, 'id');
  let checkpoint: string | null = null;
  for (let i = 0; i < 120; i++) {
    // Node has no idle moment: the checkpoint is written inside each append. The one the last
    // idle moment left is put back at the end.
    if (i === CHECKPOINT_EVERY) checkpoint = storage.getItem(`${LOG_KEY}:checkpoint`);
    const lines = runtime.state$.value.cart.lines;
    if (i % 4 === 3 && lines.length > 0) runtime.dispatch({ type: 'RemoveCartLine', lineId: lines[0]!.lineId });
    else runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine({ price: cents(100 + i) })) });
  }
  const events = runtime.log.document().events.map((e) => ({ type: e.type, seq: e.meta.seq }));
  const lines = runtime.state$.value.cart.lines;
  runtime.stop();
  if (checkpoint !== null) storage.setItem(`${LOG_KEY}:checkpoint`, checkpoint);
  markTab(storage, runtime.tab, false);
  storage.setItem(TOKEN_KEY, 'jwt-fuzz');
  storage.setItem(CUSTOMER_KEY, JSON.stringify(fixtureCustomerData()));
  storage.setItem(LEGACY_CART_KEY, JSON.stringify(legacyReadingOne));
  return { storage, events, lines };
}

const session = storedSession();
const keys = [...session.storage.map.keys()].sort();
/** The seq the session's boot checkpoint is at. */
const covered = (JSON.parse(session.storage.getItem(`${LOG_KEY}:checkpoint`) ?? '{"seq":0}') as { seq: number }).seq;

/** What a damaged value may look like: noise, a cut, another JSON, nothing, a lying header. */
const damage = fc.oneof(
  fc.string().map((s) => () => s),
  fc.nat().map((n) => (old: string) => old.slice(0, n % Math.max(1, old.length))),
  fc.jsonValue({ maxDepth: 3 }).map((v) => () => JSON.stringify(v)),
  fc.constantFrom(
    () => 'null',
    () => '',
    () => '{"first":0,"last":1000000000}',
    () => '{"first":-5,"last":2}',
    (old: string) => old.replace(/"totalPrice":\d+/, '"totalPrice":1'),
    (old: string) => old.replace(/\n/g, '\n{'),
  ),
);

/** The fewest stored entries that lie before `key`: all of them for keys that are not the log's. */
function keptAtLeast(key: string, total: number): number {
  if (key === LOG_KEY || key === `${LOG_KEY}:snapshot`) return 0;
  const chunk = /^foyer:log:v1:(\d+)$/.exec(key);
  return chunk ? Number(chunk[1]) * CHUNK : total;
}

let errorSpy: jest.SpyInstance;
let warnSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  warnSpy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  errorSpy.mockRestore();
  warnSpy.mockRestore();
});

describe('storage fuzz: one damaged key', () => {
  it('the session holds every key the issue names, and a boot checkpoint', () => {
    expect(keys).toEqual(expect.arrayContaining([LOG_KEY, `${LOG_KEY}:0`, `${LOG_KEY}:1`, `${LOG_KEY}:2`, `${LOG_KEY}:checkpoint`, TAB_KEY, LEGACY_CART_KEY, TOKEN_KEY, CUSTOMER_KEY]));
    // As of the 100th command's events, with 20 commands' events after it.
    expect(covered).toBeGreaterThan(CHECKPOINT_EVERY / 2);
    expect(session.events.at(-1)!.seq - covered).toBeGreaterThanOrEqual(20);
  });

  // 300 boots under FOYER_DEEP=1 (CI): about 2 s alone, several times that beside the other
  // suites on a 2-core machine; 50 by default.
  const BOOTS = runs(300, 50);
  it(`boots, shows at most one notice, keeps every entry before the damage (and the auth store never throws) (${BOOTS} boots)`, () => {
    fc.assert(
      fc.property(fc.constantFrom(...keys), damage, (key, change) => {
        const storage = duplicate(session.storage);
        storage.setItem(key, change(storage.getItem(key) ?? ''));
        const runtime = boot(storage, 'again');
        expect(() => createAuthStore(storage).current()).not.toThrow();
        const state = runtime.state$.value;
        expect(state.notices.length).toBeLessThanOrEqual(1);
        const restored = runtime.log
          .document()
          .events.filter((e) => e.type !== 'SessionRestoreFailed' && e.type !== 'LegacyCartImported' && e.type !== 'TabForked' && e.type !== 'StorageUnavailable')
          .map((e) => ({ type: e.type, seq: e.meta.seq }));
        const old = restored.filter((e) => e.seq <= session.events.length);
        // What is kept is a prefix of what was stored.
        expect(old).toEqual(session.events.slice(0, old.length));
        const snapshot = runtime.log.document().snapshot;
        if (old.length === 0 && (snapshot?.seq ?? 0) >= covered) {
          // Damage behind the checkpoint that only decoding found: its state stood, and the
          // log restarted from the live state, the basket whole (the old one imported beside it).
          expect(state.cart.lines).toEqual(expect.arrayContaining(session.lines));
          expect(state.notices).toHaveLength(1);
        } else {
          // At least up to the damaged key.
          expect(old.length).toBeGreaterThanOrEqual(Math.min(keptAtLeast(key, session.events.length), session.events.length));
        }
        runtime.stop();
      }),
      { numRuns: BOOTS },
    );
  });
});

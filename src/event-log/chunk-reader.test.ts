import { memoryStorage } from '../bus/deps';
import { rootFold } from '../app/areas/all';
import { hydrate } from './hydrate';
import { LOG_KEY, openSessionLog, type SessionLogOptions } from './session-log';
import { envelopes, type MemoryStorage } from '../../test/helpers/fakes';
import { session } from '../../test/helpers/log-session';
import type { RootState } from '../engine/root-state';

type Opts = Partial<SessionLogOptions<RootState>>;
const open = (storage: MemoryStorage, opts: Opts = {}) => openSessionLog({ storage, fold: rootFold, ...opts });

describe('chunk reader: damaged storage', () => {
  const stored = (chunkSize = 3): MemoryStorage => {
    const storage = memoryStorage();
    const log = open(storage, { chunkSize });
    envelopes(session(8)).forEach((e) => log.append(e));
    return storage;
  };
  const lastChunk = (s: MemoryStorage): string => `${LOG_KEY}:${(JSON.parse(s.getItem(LOG_KEY)!) as { last: number }).last}`;

  it('the last line cut short → truncated, pointing at that entry', () => {
    const storage = stored();
    const key = lastChunk(storage);
    const text = storage.getItem(key)!;
    storage.setItem(key, text.slice(0, text.length - 15));
    const read = open(storage).read();
    expect(read.ok).toBe(false);
    expect(!read.ok && read.fault).toMatchObject({ reason: 'truncated', index: 7 });
    expect(!read.ok && read.fault.message).toMatch(/^entry 7 is truncated/);
  });

  it('a broken line that is not the last → corrupt', () => {
    const storage = stored();
    const first = `${LOG_KEY}:0`;
    const lines = storage.getItem(first)!.split('\n');
    lines[1] = lines[1]!.slice(0, 20);
    storage.setItem(first, lines.join('\n'));
    const read = open(storage).read();
    expect(!read.ok && read.fault).toMatchObject({ reason: 'corrupt', index: 1 });
    expect(!read.ok && read.fault.message).toMatch(/^entry 1 is not valid JSON: /);
  });

  it('garbage: at the very end it reads as an interrupted write, anywhere else as corrupt', () => {
    const storage = stored();
    const key = lastChunk(storage);
    storage.setItem(key, `${storage.getItem(key)!}\n}{`);
    const read = open(storage).read();
    expect(!read.ok && read.fault).toMatchObject({ reason: 'truncated', index: 8 });
    const first = `${LOG_KEY}:0`;
    storage.setItem(first, `}{not json\n${storage.getItem(first)!}`);
    const again = open(storage).read();
    expect(!again.ok && again.fault).toMatchObject({ reason: 'corrupt', index: 0 });
  });

  it('a chunk cut exactly at a line boundary → truncated; what came before is handed back', () => {
    const storage = stored();
    const first = `${LOG_KEY}:0`;
    // Every line still parses: only the header's chunk size shows that one is missing.
    storage.setItem(first, storage.getItem(first)!.split('\n').slice(0, 2).join('\n'));
    const read = open(storage).read();
    expect(!read.ok && read.fault).toMatchObject({ reason: 'truncated', index: 2, message: 'log chunk 0 holds 2 of its 3 entries' });
    expect(!read.ok ? (read.partial as { events: unknown[] }).events : []).toHaveLength(2);
  });

  it('a missing chunk → truncated', () => {
    const storage = stored();
    storage.removeItem(`${LOG_KEY}:1`);
    const read = open(storage).read();
    expect(!read.ok && read.fault).toMatchObject({ reason: 'truncated', message: 'log chunk 1 is missing' });
  });

  it('a head that is not JSON, or not a chunk range → corrupt', () => {
    const storage = stored();
    storage.setItem(LOG_KEY, '{first: 0}');
    const read = open(storage).read();
    expect(!read.ok && read.fault).toMatchObject({ reason: 'corrupt', index: null });
    storage.setItem(LOG_KEY, JSON.stringify({ first: 3, last: 0 }));
    const again = open(storage).read();
    expect(!again.ok && again.fault).toMatchObject({ reason: 'corrupt', message: 'the stored log header is not a chunk range' });
  });

  it.each(['null', '"text"', '[]', '7', '{"first":null,"last":0}', '{"first":-1,"last":0}', '{"first":0.5,"last":1}'])(
    'a header of %s → corrupt, never a TypeError',
    (text) => {
      const storage = stored();
      storage.setItem(LOG_KEY, text);
      const read = open(storage).read();
      expect(!read.ok && read.fault).toMatchObject({ reason: 'corrupt', index: null });
    },
  );

  it.each([
    [{ first: 0, last: 1_000_000_000 }, 'truncated'],
    [{ first: 0, last: 10_000_000 }, 'truncated'],
    [{ first: 0, last: 90_000 }, 'truncated'],
  ] as const)('a header claiming %j: read and clear touch only the keys that exist, and what exists is handed back', (head, reason) => {
    const storage = stored();
    storage.setItem(LOG_KEY, JSON.stringify(head));
    const getItem = jest.spyOn(storage, 'getItem');
    const removeItem = jest.spyOn(storage, 'removeItem');
    const log = open(storage);
    const read = log.read();
    expect(!read.ok && read.fault.reason).toBe(reason);
    expect(!read.ok && (read.partial as { events: unknown[] }).events.length).toBeGreaterThan(0);
    log.clear();
    // A handful of reads and removals, not one per claimed chunk.
    expect(getItem.mock.calls.length).toBeLessThan(20);
    expect(removeItem.mock.calls.length).toBeLessThan(20);
    expect([...storage.map.keys()].filter((k) => k.startsWith(LOG_KEY))).toEqual([]);
  });

  it('what came before the damage is handed back with the fault (the visitor keeps it)', () => {
    const storage = stored();
    storage.removeItem(`${LOG_KEY}:2`);
    const read = open(storage).read();
    expect(read.ok).toBe(false);
    const partial = !read.ok ? (read.partial as { events: unknown[] }) : null;
    expect(partial?.events).toHaveLength(6);
  });

  it('a snapshot that is not JSON → corrupt', () => {
    const storage = stored();
    storage.setItem(`${LOG_KEY}:snapshot`, '{"seq": 3, "state": nope}');
    const read = open(storage).read();
    expect(!read.ok && read.fault).toMatchObject({ reason: 'corrupt', index: null });
  });
});

describe('chunk reader: a lost or stale header loses nothing silently (issue 29, item 5)', () => {
  const stored = (): { storage: MemoryStorage; live: RootState } => {
    const storage = memoryStorage();
    const log = open(storage, { chunkSize: 3 });
    const list = envelopes(session(8));
    list.forEach((e) => log.append(e));
    return { storage, live: rootFold.foldAll(rootFold.initial, list) };
  };
  const replay = (storage: MemoryStorage): RootState => {
    const read = open(storage, { chunkSize: 3 }).read();
    if (!read.ok) throw new Error(read.fault.message);
    const result = hydrate(read.value, rootFold);
    if (!result.ok) throw new Error(result.fault.message);
    return result.value.state;
  };

  it('the header removed while its chunks remain: the chunks are read back and the header written again', () => {
    const { storage, live } = stored();
    storage.removeItem(LOG_KEY);
    expect(replay(storage)).toEqual(live);
    expect(JSON.parse(storage.getItem(LOG_KEY)!)).toMatchObject({ first: 0, last: 2 });
  });

  it('the header removed where only a snapshot remains (the basket alone): the snapshot is read back', () => {
    const storage = memoryStorage();
    const log = open(storage, { chunkSize: 3 });
    log.rewrite({ seq: 4, state: rootFold.initial }, []);
    storage.removeItem(LOG_KEY);
    const read = open(storage).read();
    expect(read.ok && (read.value as { snapshot: { seq: number } }).snapshot.seq).toBe(4);
  });

  it('a header {"first":0,"last":0} while chunk 1 exists: the chunks after it are read back too', () => {
    const { storage, live } = stored();
    storage.setItem(LOG_KEY, JSON.stringify({ first: 0, last: 0 }));
    expect(replay(storage)).toEqual(live);
    const read = open(storage).read();
    expect(read.ok && (read.value as { events: unknown[] }).events).toHaveLength(8);
  });

  it('a gap among headerless chunks is a missing chunk: what came before is kept, what follows it is told', () => {
    const { storage } = stored();
    storage.removeItem(LOG_KEY);
    storage.removeItem(`${LOG_KEY}:1`);
    const read = open(storage).read();
    expect(!read.ok && read.fault).toMatchObject({ reason: 'truncated', message: 'log chunk 1 is missing' });
    expect(!read.ok && (read.partial as { events: unknown[] }).events).toHaveLength(3);
    // Chunk 2's two entries are what lies beyond; chunk 1's three could not be seen.
    expect(read.beyond).toMatchObject({ unreadable: true });
    expect(read.beyond?.entries).toHaveLength(2);
  });

  it('past a damaged entry, the entries that still parse are handed on (never replayed)', () => {
    const { storage } = stored();
    const first = `${LOG_KEY}:0`;
    const lines = storage.getItem(first)!.split('\n');
    lines[1] = '{"t":';
    storage.setItem(first, lines.join('\n'));
    const read = open(storage).read();
    expect(!read.ok && read.fault.index).toBe(1);
    expect(read.beyond?.entries).toHaveLength(6);
    expect(read.beyond?.entries[0]).toMatchObject({ type: expect.any(String) });
    expect(read.beyond?.unreadable).toBe(true);
  });
});

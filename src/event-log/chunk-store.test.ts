import { memoryStorage } from '../bus/deps';
import { CHECKPOINT_KEY, chunkKey, createChunkStore, LOG_KEY, SNAPSHOT_KEY } from './chunk-store';

describe('chunk store', () => {
  it('lines fill chunks of `chunkSize`; the header is written when a chunk starts, with the chunk size', () => {
    const storage = memoryStorage();
    const chunks = createChunkStore(storage, 2);
    const setItem = jest.spyOn(storage, 'setItem');
    ['a', 'b', 'c'].forEach((line) => chunks.writeLine(JSON.stringify(line)));
    expect(storage.getItem(chunkKey(0))).toBe('"a"\n"b"');
    expect(storage.getItem(chunkKey(1))).toBe('"c"');
    expect(JSON.parse(storage.getItem(LOG_KEY)!)).toEqual({ first: 0, last: 1, size: 2 });
    // Two headers, three chunk writes: an append never rewrites another chunk.
    expect(setItem.mock.calls.map(([key]) => key)).toEqual([LOG_KEY, chunkKey(0), chunkKey(0), LOG_KEY, chunkKey(1)]);
  });

  it('size counts every key it wrote or was told of, keys and values', () => {
    const storage = memoryStorage();
    const chunks = createChunkStore(storage, 50);
    chunks.put(SNAPSHOT_KEY, '12345');
    chunks.note(CHECKPOINT_KEY, 10);
    expect(chunks.size()).toBe(SNAPSHOT_KEY.length + 5 + CHECKPOINT_KEY.length + 10);
    chunks.forget();
    expect(chunks.size()).toBe(0);
    expect(storage.getItem(SNAPSHOT_KEY)).toBe('12345');
  });

  it('dropContent keeps the header and the snapshot, and drops only keys it knows', () => {
    const storage = memoryStorage({ other: 'x', [chunkKey(7)]: 'orphan' });
    const chunks = createChunkStore(storage, 50);
    chunks.writeLine('"a"');
    chunks.put(SNAPSHOT_KEY, '{}');
    chunks.dropContent();
    expect([...storage.map.keys()].sort()).toEqual([LOG_KEY, SNAPSHOT_KEY, chunkKey(7), 'other'].sort());
  });

  it('continues after a read: appends go on in the last chunk read', () => {
    const storage = memoryStorage();
    const chunks = createChunkStore(storage, 3);
    chunks.continueFrom({ first: 4, last: 5 }, '"x"', 1);
    chunks.writeLine('"y"');
    expect(storage.getItem(chunkKey(5))).toBe('"x"\n"y"');
    chunks.startAt(chunks.head.last + 1);
    chunks.writeLine('"z"');
    expect(chunks.head).toEqual({ first: 6, last: 6 });
  });

  it('restore puts back exactly what a backup held, and drops what was written since', () => {
    const storage = memoryStorage();
    const chunks = createChunkStore(storage, 50);
    chunks.writeLine('"a"');
    const saved = chunks.backup();
    chunks.startAt(1);
    chunks.writeLine('"b"');
    chunks.put(CHECKPOINT_KEY, '{}');
    chunks.restore(saved);
    expect(Object.fromEntries(storage.map)).toEqual(Object.fromEntries(saved));
    expect(chunks.keys().sort()).toEqual([...saved.keys()].sort());
  });
});

import { decideReload, RELOAD_KEY, RELOAD_LIMIT, RELOAD_WINDOW_MS, type ReloadStorage } from './reload-guard';

function memoryStorage(initial: Record<string, string> = {}): ReloadStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const T0 = Date.UTC(2025, 5, 12, 10, 0, 0);

describe('decideReload', () => {
  it('allows three reloads within five minutes, then gives up', () => {
    const storage = memoryStorage();
    expect(decideReload(storage, T0)).toBe('reload');
    expect(decideReload(storage, T0 + 10_000)).toBe('reload');
    expect(decideReload(storage, T0 + 20_000)).toBe('reload');
    expect(decideReload(storage, T0 + 30_000)).toBe('giveUp');
    expect(JSON.parse(storage.data.get(RELOAD_KEY) ?? '[]')).toEqual([T0, T0 + 10_000, T0 + 20_000]);
  });

  it('allows a reload again once the oldest falls out of the window', () => {
    const storage = memoryStorage({ [RELOAD_KEY]: JSON.stringify([T0, T0 + 60_000, T0 + 120_000]) });
    expect(decideReload(storage, T0 + RELOAD_WINDOW_MS - 1)).toBe('giveUp');
    expect(decideReload(storage, T0 + RELOAD_WINDOW_MS)).toBe('reload');
    expect(JSON.parse(storage.data.get(RELOAD_KEY) ?? '[]')).toEqual([T0 + 60_000, T0 + 120_000, T0 + RELOAD_WINDOW_MS]);
  });

  it('giving up does not record anything', () => {
    const stored = JSON.stringify([T0, T0 + 1, T0 + 2]);
    const storage = memoryStorage({ [RELOAD_KEY]: stored });
    expect(decideReload(storage, T0 + 3)).toBe('giveUp');
    expect(storage.data.get(RELOAD_KEY)).toBe(stored);
  });

  it.each([
    ['not JSON', '{oops'],
    ['an object', '{"a":1}'],
    ['a string', '"yesterday"'],
    ['null', 'null'],
  ])('treats a corrupt stored value (%s) as no reloads and overwrites it', (_, raw) => {
    const storage = memoryStorage({ [RELOAD_KEY]: raw });
    expect(decideReload(storage, T0)).toBe('reload');
    expect(JSON.parse(storage.data.get(RELOAD_KEY) ?? '')).toEqual([T0]);
  });

  it('ignores entries that are not numbers', () => {
    const storage = memoryStorage({ [RELOAD_KEY]: JSON.stringify([T0, 'x', null, T0 + 1]) });
    expect(decideReload(storage, T0 + 2)).toBe('reload');
    expect(decideReload(storage, T0 + 3)).toBe('giveUp');
  });

  it('drops timestamps from the future (clock set back) instead of blocking reloads', () => {
    const future = T0 + 3_600_000;
    const storage = memoryStorage({ [RELOAD_KEY]: JSON.stringify([future, future, future]) });
    expect(decideReload(storage, T0)).toBe('reload');
  });

  it('gives up when the storage cannot be read, since the reload could not be counted', () => {
    const storage: ReloadStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(decideReload(storage, T0)).toBe('giveUp');
  });

  it('gives up when the storage cannot be written (quota, private mode)', () => {
    const storage: ReloadStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(decideReload(storage, T0)).toBe('giveUp');
  });

  it(`never allows more than ${RELOAD_LIMIT} reloads in any window, however the calls are spaced`, () => {
    const storage = memoryStorage();
    const reloads: number[] = [];
    for (let now = T0; now < T0 + 3 * RELOAD_WINDOW_MS; now += 7_000) {
      if (decideReload(storage, now) === 'reload') reloads.push(now);
    }
    for (const start of reloads) {
      expect(reloads.filter((at) => at >= start && at < start + RELOAD_WINDOW_MS).length).toBeLessThanOrEqual(RELOAD_LIMIT);
    }
    expect(reloads.length).toBeGreaterThanOrEqual(RELOAD_LIMIT * 3);
  });
});

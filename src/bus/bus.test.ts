import { createBus } from './bus';
import { cryptoRandom, memoryStorage } from './deps';
import { sequentialRandom } from '../../test/helpers/fakes';

describe('createBus', () => {
  it('delivers dispatched commands to every subscriber, hot (no replay)', () => {
    const bus = createBus<{ type: 'A' } | { type: 'B' }>();
    bus.dispatch({ type: 'A' });
    const first: string[] = [];
    const second: string[] = [];
    bus.command$.subscribe((c) => first.push(c.type));
    bus.dispatch({ type: 'B' });
    bus.command$.subscribe((c) => second.push(c.type));
    bus.dispatch({ type: 'A' });
    expect(first).toEqual(['B', 'A']);
    expect(second).toEqual(['A']);
  });
});

describe('deps fakes', () => {
  it('sequentialRandom gives predictable ids and alphanumerics of the asked length', () => {
    const r = sequentialRandom('x');
    expect([r.id(), r.id()]).toEqual(['x-1', 'x-2']);
    expect(r.alphanumeric(4)).toBe('0003');
    expect(r.alphanumeric(2)).toHaveLength(2);
  });

  it('cryptoRandom draws from [A-Za-z0-9]', () => {
    const r = cryptoRandom({ getRandomValues: <T extends ArrayBufferView | null>(a: T) => (new Uint8Array((a as unknown as Uint8Array).buffer).fill(61), a) });
    expect(r.alphanumeric(3)).toBe('999');
    expect(cryptoRandom().id()).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it('memoryStorage behaves like sessionStorage over a visible Map', () => {
    const s = memoryStorage({ a: '1' });
    expect(s.getItem('a')).toBe('1');
    expect(s.getItem('b')).toBeNull();
    s.setItem('b', '2');
    s.removeItem('a');
    expect([...s.map]).toEqual([['b', '2']]);
  });
});

import { act, render, screen } from '@testing-library/react';
import { FakeObserver } from '../../test/helpers/fake-intersection-observer';
import { useListWindow, useNearScreen } from './near-screen';

const items = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

function Cards({ ids, onNear }: { ids: number[]; onNear: (ids: number[]) => void }) {
  const near = useNearScreen(onNear);
  return (
    <ul>
      {ids.map((id) => (
        <li key={id} ref={near(id)} data-testid={`card-${id}`} />
      ))}
    </ul>
  );
}

describe('useNearScreen', () => {
  const original = globalThis.IntersectionObserver;
  afterEach(() => {
    globalThis.IntersectionObserver = original;
    FakeObserver.all = [];
  });

  it('reports what one callback sees as one batch, each element once, with a margin around the screen', () => {
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    const batches: number[][] = [];
    render(<Cards ids={items(6)} onNear={(ids) => batches.push(ids)} />);
    const observer = FakeObserver.all[0]!;
    expect(observer.options.rootMargin).toBe('50% 0px');
    expect(observer.observed.size).toBe(6);
    observer.show([screen.getByTestId('card-1'), screen.getByTestId('card-2')]);
    observer.show([screen.getByTestId('card-2'), screen.getByTestId('card-3')]);
    expect(batches).toEqual([[1, 2], [3]]);
    expect(observer.observed.size).toBe(3);
  });

  it('an element mounted again (a filter removed and restored it) is reported again; the receiver removes repeats', () => {
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    const batches: number[][] = [];
    const { rerender } = render(<Cards ids={[1, 2]} onNear={(ids) => batches.push(ids)} />);
    const observer = FakeObserver.all[0]!;
    observer.show([screen.getByTestId('card-1')]);
    rerender(<Cards ids={[2]} onNear={(ids) => batches.push(ids)} />);
    expect(observer.observed.size).toBe(1);
    rerender(<Cards ids={[1, 2]} onNear={(ids) => batches.push(ids)} />);
    observer.show([screen.getByTestId('card-1')]);
    expect(batches).toEqual([[1], [1]]);
  });

  it('without IntersectionObserver every card counts as near, in one batch per render', async () => {
    // jsdom has none, like a very old engine.
    expect(typeof IntersectionObserver).toBe('undefined');
    const batches: number[][] = [];
    render(<Cards ids={items(4)} onNear={(ids) => batches.push(ids)} />);
    await act(async () => undefined);
    expect(batches).toEqual([[1, 2, 3, 4]]);
  });
});

function Windowed({ total, list = null }: { total: number; list?: unknown }) {
  const listWindow = useListWindow(total, 3, list);
  return (
    <>
      <p data-testid="shown">{listWindow.shown}</p>
      <div data-testid="end" ref={listWindow.end} />
      <button type="button" onClick={listWindow.more}>
        more
      </button>
    </>
  );
}

describe('useListWindow', () => {
  const original = globalThis.IntersectionObserver;
  afterEach(() => {
    globalThis.IntersectionObserver = original;
    FakeObserver.all = [];
  });
  const shown = () => Number(screen.getByTestId('shown').textContent);
  const latest = () => FakeObserver.all.at(-1)!;

  it('renders the first items and as many again each time the end comes near (a screen ahead), up to the total', () => {
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    render(<Windowed total={8} />);
    expect(shown()).toBe(3);
    expect(latest().options.rootMargin).toBe('0px 0px 100% 0px');
    latest().show([screen.getByTestId('end')]);
    expect(shown()).toBe(6);
    // Observed anew after growing: an end still near grows the list again.
    latest().show([screen.getByTestId('end')]);
    expect(shown()).toBe(8);
    act(() => screen.getByRole('button').click());
    expect(shown()).toBe(8);
  });

  it('another list (a category chosen) starts from the first items again', () => {
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    const { rerender } = render(<Windowed total={20} list="a" />);
    act(() => screen.getByRole('button').click());
    expect(shown()).toBe(6);
    rerender(<Windowed total={20} list="b" />);
    expect(shown()).toBe(3);
  });

  it('without IntersectionObserver: everything', () => {
    render(<Windowed total={40} />);
    expect(shown()).toBe(40);
  });
});

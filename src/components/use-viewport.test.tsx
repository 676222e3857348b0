import { act, renderHook } from '@testing-library/react';
import { screenSizeOf, useMenuLayout, useScreenSize, useScrolled } from './use-viewport';

/** The menu shows its links (on one line or two) rather than a toggle. */
const useMenuFits = (...args: Parameters<typeof useMenuLayout>) => useMenuLayout(...args) !== 'collapsed';

describe('screenSizeOf: breakpoints 544 / 768 / 992 / 1200 (above → sm, md, lg, xl)', () => {
  it.each([
    [0, 'xs'],
    [544, 'xs'],
    [545, 'sm'],
    [768, 'sm'],
    [769, 'md'],
    [992, 'md'],
    [993, 'lg'],
    [1200, 'lg'],
    [1201, 'xl'],
    [2560, 'xl'],
  ])('%i px → %s', (width, size) => {
    expect(screenSizeOf(width)).toBe(size);
  });
});

function setWindow(prop: 'innerWidth' | 'scrollY', value: number) {
  Object.defineProperty(window, prop, { configurable: true, value });
}

describe('useScreenSize', () => {
  it('follows the window width on resize', () => {
    setWindow('innerWidth', 1024);
    const { result } = renderHook(() => useScreenSize());
    expect(result.current).toBe('lg');
    act(() => {
      setWindow('innerWidth', 500);
      window.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toBe('xs');
  });
});

describe('useScrolled: threshold 100 px', () => {
  afterEach(() => setWindow('scrollY', 0));

  it('is scrolled only beyond 100 px', () => {
    setWindow('scrollY', 0);
    const { result } = renderHook(() => useScrolled(100));
    expect(result.current).toBe(false);
    for (const [y, expected] of [
      [100, false],
      [101, true],
      [400, true],
      [99, false],
    ] as const) {
      act(() => {
        setWindow('scrollY', y);
        window.dispatchEvent(new Event('scroll'));
      });
      expect(result.current).toBe(expected);
    }
  });

  it('starts scrolled when the page loads scrolled (back/forward)', () => {
    setWindow('scrollY', 250);
    expect(renderHook(() => useScrolled()).result.current).toBe(true);
  });
});

describe('useMenuLayout, links shown or not: re-measured at most every 500 ms, with a trailing measurement', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** A header bar whose content needs `needed` px; the visible width is what the test sets. */
  function bar(needed: number, width: number) {
    const state = { needed, width, measurements: 0 };
    const element = {
      children: [],
      get scrollWidth() {
        return Math.max(state.needed, state.width);
      },
      get clientWidth() {
        state.measurements += 1;
        return state.width;
      },
    } as unknown as HTMLElement;
    return { state, ref: { current: element } };
  }
  const resize = (ms = 0) =>
    act(() => {
      if (ms) jest.advanceTimersByTime(ms);
      window.dispatchEvent(new Event('resize'));
    });

  it('measures once on mount: fits when the content needs no more than the bar has', () => {
    expect(renderHook(() => useMenuFits(bar(900, 1200).ref)).result.current).toBe(true);
    expect(renderHook(() => useMenuFits(bar(1300, 1200).ref)).result.current).toBe(false);
  });

  it('a burst of resize events measures at most every 500 ms, and the last size always counts', () => {
    const { state, ref } = bar(1000, 1400);
    const { result } = renderHook(() => useMenuFits(ref));
    expect(state.measurements).toBe(1);

    // 20 resize events 50 ms apart (one second), shrinking the window below what the menu needs.
    for (let i = 0; i < 20; i++) {
      state.width = 1400 - i * 25;
      resize(50);
    }
    expect(state.measurements).toBeLessThanOrEqual(3);
    expect(state.measurements).toBeGreaterThanOrEqual(2);

    // The trailing measurement sees the final width (925 px < 1000 px needed).
    act(() => jest.advanceTimersByTime(500));
    expect(result.current).toBe(false);
    const settled = state.measurements;
    act(() => jest.advanceTimersByTime(5_000));
    expect(state.measurements).toBe(settled);
  });

  it('a single resize long after the last measurement is measured immediately', () => {
    const { state, ref } = bar(1000, 1400);
    const { result } = renderHook(() => useMenuFits(ref));
    state.width = 800;
    resize(600);
    expect(state.measurements).toBe(2);
    expect(result.current).toBe(false);
  });

  it('remembers what the expanded menu needed: grows back once the bar is wide enough again', () => {
    const { state, ref } = bar(1000, 1400);
    const { result } = renderHook(() => useMenuFits(ref));
    state.width = 800;
    resize(600);
    expect(result.current).toBe(false);
    // Collapsed, the bar wraps and no longer shows what it needs; the remembered 1000 px decides.
    state.needed = 0;
    state.width = 990;
    resize(600);
    expect(result.current).toBe(false);
    state.width = 1000;
    resize(600);
    expect(result.current).toBe(true);
  });

  it('a child that shrinks below its content (the menu beside the basket) counts as not fitting', () => {
    const menu = { scrollWidth: 900, clientWidth: 700, children: [] };
    const basket = { scrollWidth: 150, clientWidth: 150, children: [] };
    const element = { scrollWidth: 1200, clientWidth: 1200, children: [menu, basket] } as unknown as HTMLElement;
    const { result } = renderHook(() => useMenuFits({ current: element }));
    expect(result.current).toBe(false);

    // Wider again: the bar now has the 200 px the menu was missing.
    Object.assign(element, { clientWidth: 1400, scrollWidth: 1400 });
    Object.assign(menu, { scrollWidth: 0, clientWidth: 0 });
    resize(600);
    expect(result.current).toBe(true);
  });

  it('new content while expanded (a name in the user menu) is measured at once, without a resize', () => {
    const { state, ref } = bar(1000, 1200);
    const { result, rerender } = renderHook(({ key }) => useMenuFits(ref, 500, key), { initialProps: { key: 'anonymous' } });
    expect(result.current).toBe(true);
    state.needed = 1300;
    rerender({ key: 'Anna Becker' });
    expect(result.current).toBe(false);
    expect(state.measurements).toBe(2);
  });

  it('stops listening when unmounted', () => {
    const { state, ref } = bar(1000, 1400);
    const { unmount } = renderHook(() => useMenuFits(ref));
    unmount();
    resize(600);
    act(() => jest.advanceTimersByTime(1_000));
    expect(state.measurements).toBe(1);
  });
});

describe('useMenuLayout: one line, the links on a second line, or a toggle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const sized = (el: HTMLElement, props: Record<string, number>) => {
    for (const [k, v] of Object.entries(props)) Object.defineProperty(el, k, { configurable: true, value: v });
    return el;
  };
  /** A bar with a name, links, tools and a basket of the given natural widths; one line needs their sum. */
  function header(width: number) {
    const bar = document.createElement('div');
    const part = (row: string, w: number) => {
      const el = sized(document.createElement('div'), { scrollWidth: w, clientWidth: w });
      el.dataset.row = row;
      bar.appendChild(el);
      return el;
    };
    part('top', 360); // the name
    part('nav', 600); // the links
    part('top', 330); // language, log in, register
    part('top', 150); // basket
    const rowNeed = 360 + 600 + 330 + 150;
    const state = { width };
    Object.defineProperty(bar, 'clientWidth', { configurable: true, get: () => state.width });
    Object.defineProperty(bar, 'scrollWidth', { configurable: true, get: () => Math.max(rowNeed, state.width) });
    return { ref: { current: bar }, state };
  }
  const resize = () =>
    act(() => {
      jest.advanceTimersByTime(600);
      window.dispatchEvent(new Event('resize'));
    });

  it('French at 1024–1400 px: the links go to a second line instead of behind the toggle (issue 16.10)', () => {
    const { ref, state } = header(1400);
    const { result } = renderHook(() => useMenuLayout(ref));
    expect(result.current).toBe('stacked');
    state.width = 1024;
    resize();
    expect(result.current).toBe('stacked');
    state.width = 800; // 360 + 330 + 150 = 840 for the top line: no longer fits
    resize();
    expect(result.current).toBe('collapsed');
    state.width = 1500;
    resize();
    expect(result.current).toBe('row');
  });
});

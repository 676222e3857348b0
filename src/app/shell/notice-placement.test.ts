/** @jest-environment ./test/helpers/jsdom-env.js */
import { act, renderHook } from '@testing-library/react';
import { NOTICE_SPACE, noticeSide, useNoticePlacement } from './notice-placement';

const viewport = { width: 1280, height: 720 };
const panel = { width: 384, height: 150 };
const rect = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom });

describe('the cookie notice’s corner', () => {
  it('left by default, and when the main action is elsewhere or out of view', () => {
    expect(noticeSide(null, viewport, panel, 16)).toBe('left');
    expect(noticeSide(rect(684, 628, 1176, 673), viewport, panel, 16)).toBe('left');
    expect(noticeSide(rect(16, 900, 166, 945), viewport, panel, 16)).toBe('left');
  });

  it('right when the main action lies in the left corner', () => {
    expect(noticeSide(rect(16, 620, 166, 665), viewport, panel, 16)).toBe('right');
  });

  it('left when the action spans both corners: no side is clear (the page’s reserved room lets it scroll free)', () => {
    expect(noticeSide(rect(16, 620, 1264, 665), viewport, panel, 16)).toBe('left');
  });
});

describe('useNoticePlacement: the room the notice takes, measured with the frame', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    document.body.innerHTML = '';
  });

  function mounted(height: number) {
    const notice = document.createElement('aside');
    document.body.appendChild(notice);
    const box = { height };
    notice.getBoundingClientRect = () => ({ left: 0, top: 600, right: 384, bottom: 600 + box.height, width: 384, height: box.height, x: 0, y: 600, toJSON: () => ({}) });
    const writes: string[] = [];
    const setProperty = document.documentElement.style.setProperty.bind(document.documentElement.style);
    jest.spyOn(document.documentElement.style, 'setProperty').mockImplementation((name, value) => {
      writes.push(`${name}=${value}`);
      setProperty(name, value);
    });
    const hook = renderHook(() => useNoticePlacement({ current: notice }));
    return { notice, box, writes, hook };
  }
  const frame = () => act(() => void jest.advanceTimersByTime(16));
  const room = () => document.documentElement.style.getPropertyValue(NOTICE_SPACE);

  it('not in the commit that mounted it (that would lay out the new page inside the render’s task): in the next frame', () => {
    const { writes } = mounted(120);
    expect(room()).toBe('');
    frame();
    expect(room()).toBe('120px');
    expect(writes).toEqual([`${NOTICE_SPACE}=120px`]);
  });

  it('writes the room again only when it changed (each write lays the page out anew), and gives it back when unmounted', () => {
    const { box, writes, hook } = mounted(120);
    frame();
    window.dispatchEvent(new Event('resize'));
    frame();
    expect(writes).toHaveLength(1);
    box.height = 180;
    window.dispatchEvent(new Event('resize'));
    frame();
    expect(writes).toEqual([`${NOTICE_SPACE}=120px`, `${NOTICE_SPACE}=180px`]);
    hook.unmount();
    expect(room()).toBe('');
  });
});

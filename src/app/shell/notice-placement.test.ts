import { noticeSide } from './notice-placement';

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

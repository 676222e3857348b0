import { compare, spreadOf } from './ab-stats';

describe('two builds compared over their runs', () => {
  it('a spread is the mean and the sample standard deviation', () => {
    expect(spreadOf([2, 4, 4, 4, 5, 5, 7, 9])).toEqual({ n: 8, mean: 5, sd: Math.sqrt(32 / 7) });
    expect(spreadOf([300])).toEqual({ n: 1, mean: 300, sd: 0 });
    expect(() => spreadOf([])).toThrow('no runs');
  });

  it("sets the difference of the means against its standard error, each build's variance its own", () => {
    // The twentieth session's tickets runs: as built, and without the frames' animations and the scrollbar's fade.
    const built = [498, 615, 853, 465, 223, 439, 637, 360, 488, 463, 656, 667];
    const framesOff = [332, 352, 468, 321, 171, 247, 249, 219, 345, 313, 639, 344];
    const c = compare(built, framesOff);
    expect(c.difference).toBeCloseTo(333.3 - 530.4, 0);
    const expected = Math.sqrt(spreadOf(built).sd ** 2 / 12 + spreadOf(framesOff).sd ** 2 / 12);
    expect(c.standardError).toBeCloseTo(expected, 6);
    expect(c.t).toBeLessThan(-2);
    expect(c.differs).toBe(true);
  });

  it('a difference inside two standard errors is not one', () => {
    // Spinner's rotation off, ten runs each: the same spread, 10 ms apart.
    const c = compare([519, 765, 296, 452, 445, 842, 537, 326, 543, 331], [424, 303, 855, 113, 580, 718, 573, 764, 380, 254]);
    expect(Math.abs(c.t)).toBeLessThan(2);
    expect(c.differs).toBe(false);
  });

  it('runs all alike: no spread, and any difference is one', () => {
    expect(compare([100, 100], [100, 100])).toEqual({ difference: 0, standardError: 0, t: 0, differs: false });
    expect(compare([100, 100], [150, 150]).differs).toBe(true);
  });
});

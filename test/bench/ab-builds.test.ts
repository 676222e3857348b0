import { buildsOf } from './ab-builds';

describe('the builds an A/B compares', () => {
  it('each at the page, or at a path of its own after a colon', () => {
    expect(buildsOf('dist,dist-b', '/de/tickets')).toEqual([
      { dir: 'dist', path: '/de/tickets' },
      { dir: 'dist-b', path: '/de/tickets' },
    ]);
    expect(buildsOf('dist,dist-floor:/', '/de/tickets')[1]).toEqual({ dir: 'dist-floor', path: '/' });
  });

  it('one build is nothing to compare', () => {
    expect(() => buildsOf('dist', '/de/')).toThrow('two builds or more');
    expect(() => buildsOf('dist,', '/de/')).toThrow('two builds or more');
  });
});

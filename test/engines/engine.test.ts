import { chosenEngines } from './engine';

describe('npm run test:engines -- --engine …', () => {
  it('runs every engine, in a fixed order, unless some are named', () => {
    expect(chosenEngines([])).toEqual(['chromium', 'firefox', 'webkit']);
    expect(chosenEngines(['--engine', 'webkit', '--engine=firefox'])).toEqual(['firefox', 'webkit']);
    expect(chosenEngines(['--engine=webkit,chromium'])).toEqual(['chromium', 'webkit']);
  });

  it('refuses an engine it does not know, naming the ones it does', () => {
    expect(() => chosenEngines(['--engine', 'safari'])).toThrow('unknown engine "safari": one of chromium, firefox, webkit');
    expect(() => chosenEngines(['--engine'])).toThrow('unknown engine ""');
  });
});

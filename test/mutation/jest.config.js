// The suite `npm run mutate` runs per mutant: the node tests of the rule modules' folders only
// (no jsdom, no sandbox server), so a mutant costs seconds, not the whole suite.
const base = require('../../jest.config.js');

// The rule modules' property tests at their full counts (FOYER_DEEP, docs/testing.md): the
// mutation score was measured with them, and a quick count would let mutants live that the
// full one kills.
process.env.FOYER_DEEP = '1';

const node = base.projects.find((p) => p.displayName === 'node');
module.exports = {
  ...node,
  rootDir: '../..',
  displayName: undefined,
  testMatch: ['<rootDir>/src/{domain,kernel,event-log}/**/*.test.ts'],
};

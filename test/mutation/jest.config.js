// The suite `npm run mutate` runs per mutant: the node tests of the rule modules' folders only
// (no jsdom, no sandbox server), so a mutant costs seconds, not the whole suite.
const base = require('../../jest.config.js');
const node = base.projects.find((p) => p.displayName === 'node');
module.exports = {
  ...node,
  rootDir: '../..',
  displayName: undefined,
  testMatch: ['<rootDir>/src/{domain,kernel,event-log}/**/*.test.ts'],
};

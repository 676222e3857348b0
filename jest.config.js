// Two projects: framework-free code runs in node (fast), components in jsdom. How the suite is
// organised and kept fast: docs/testing.md.
const { availableParallelism } = require('os');

// Sucrase strips the types and JSX and turns imports into require (README, "Libraries beyond
// the design's list"); type errors are `npm run typecheck`'s. `production`: react/jsx-runtime,
// as the build and tsc's `react-jsx` emit.
const transform = {
  '^.+\\.tsx?$': ['@sucrase/jest-plugin', { jsxRuntime: 'automatic', production: true }],
};
const common = {
  transform,
  // A locale's part (text-part-loader.js in webpack) is the whole file here: a superset of it.
  moduleNameMapper: { '\\.css$': '<rootDir>/test/helpers/style-stub.js', '^(.+\\.json)\\?part=(shell|rest)$': '$1' },
  testPathIgnorePatterns: ['/node_modules/', '/test/e2e/', '/dist/'],
};
module.exports = {
  // Jest's default is one worker fewer than the cores: on CI's 2 cores that is one, and the
  // whole suite ran in band.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // A worker's heap grows past half a gigabyte over a hundred files, and full runs then ended with
  // Jest force-exiting a worker though no file leaves a handle open (docs/testing.md "Workers
  // that exit"). Past this much, a worker is started afresh.
  workerIdleMemoryLimit: '400MB',
  // A bound for a test that hangs, not a measure: a test ends when its last await does. On a
  // shared 2-core machine a busy moment stretches a one-second test several times over.
  testTimeout: 60_000,
  projects: [
    { ...common, displayName: 'node', testEnvironment: 'node', testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'] },
    {
      ...common,
      displayName: 'dom',
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/test/helpers/dom-setup.ts'],
      testMatch: ['<rootDir>/src/**/*.test.tsx', '<rootDir>/test/**/*.test.tsx'],
    },
  ],
};

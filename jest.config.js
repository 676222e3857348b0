// Two projects: framework-free code runs in node (fast), components in jsdom.
// Type errors are caught by `npm run typecheck`; ts-jest only transpiles here to keep the
// suite quick on a 2-core CI machine.
const transform = {
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: { jsx: 'react-jsx', module: 'commonjs', moduleResolution: 'node', isolatedModules: true, esModuleInterop: true, resolveJsonModule: true }, diagnostics: false }],
};
const common = {
  transform,
  // A locale's part (text-part-loader.js in webpack) is the whole file here: a superset of it.
  moduleNameMapper: { '\\.css$': '<rootDir>/test/helpers/style-stub.js', '^(.+\\.json)\\?part=(shell|rest)$': '$1' },
  testPathIgnorePatterns: ['/node_modules/', '/test/e2e/', '/dist/'],
};
module.exports = {
  projects: [
    { ...common, displayName: 'node', testEnvironment: 'node', testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'] },
    { ...common, displayName: 'dom', testEnvironment: 'jsdom', testMatch: ['<rootDir>/src/**/*.test.tsx', '<rootDir>/test/**/*.test.tsx'] },
  ],
};

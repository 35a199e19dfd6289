// The browser tests, run alone after the rest of the suite (scripts/run-tests.sh says why), one file at
// a time: each drives Chromium against a live server, and two shared cores cannot carry two at once.
export default {
  extensions: { ts: 'module' },
  nodeArguments: ['--import=tsx'],
  files: ['test/server/browser.test.ts', 'test/browser/**/*.test.ts'],
  workerThreads: false,
  concurrency: 1,
  timeout: '5m',
};

// The browser tables test, run alone after the rest of the suite (scripts/run-tests.sh says why).
export default {
  extensions: { ts: 'module' },
  nodeArguments: ['--import=tsx'],
  files: ['test/server/browser.test.ts'],
  workerThreads: false,
  timeout: '5m',
};

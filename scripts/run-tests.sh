#!/usr/bin/env bash
# The test suite, then the browser tables test on its own: it clicks whole duels in two browser
# contexts against 150 s deadlines, which two shared cores running the other files cannot promise.
# (Its stalls in clean-clone CI runs were a Chromium crash handler holding playwright's pipes, so
# browser.close() never ended: tools/pictures/chromium.ts.) Arguments (e.g. --tap) go to both runs.
#
# Both runs get a temp folder of their own (TMPDIR): a test that leaves a file or folder behind fails
# the run, named here, instead of filling /tmp. With COVERAGE=1 (.ci/run sets it) c8 measures both
# runs and the run fails below the floor in .c8rc.json (CONTRIBUTING.md says how it was set).
set -uo pipefail
cd "$(dirname "$0")/.."
scratch=$(mktemp -d "${TMPDIR:-/tmp}/cardweave-tests-XXXXXX")
# Open to all, sticky, like /tmp: some tests run a child as "nobody", and tsx keeps a cache per user.
chmod 1777 "$scratch"
trap 'rm -rf "$scratch"' EXIT
export TMPDIR=$scratch

# What c8 does to collect, done once for both runs: V8 writes each process's coverage (the ava
# workers and every child process they start) to NODE_V8_COVERAGE. `c8 report` then reads it once,
# maps it through tsx's source maps onto lib/*.ts, prints the summary and checks the floor.
# The folder is open to all like the temp folder: a child run as "nobody" that cannot write its coverage
# says so on stderr, and the tests that expect one line there fail.
if [ "${COVERAGE:-}" = 1 ]; then
  rm -rf coverage/tmp && mkdir -p coverage/tmp && chmod 1777 coverage/tmp
  export NODE_V8_COVERAGE=$PWD/coverage/tmp
fi

ava "$@"
rc=$?
ava --config ava.browser.config.mjs "$@"
browser=$?
[ "$rc" -ne 0 ] || rc=$browser

if [ "${COVERAGE:-}" = 1 ]; then
  unset NODE_V8_COVERAGE
  c8 report --check-coverage || { [ "$rc" -ne 0 ] || rc=1; }
fi

# tsx keeps its compile cache in the temp folder, and Chromium's launcher one log file: both expected.
left=$(ls -A "$scratch" | grep -v -e '^tsx-' -e '^cardweave-chromium-.*\.log$')
if [ -n "$left" ]; then
  echo "Tests left these in their temp folder (remove them with t.teardown, see test/temp-folder.ts):"
  echo "$left" | sed 's/^/  /'
  [ "$rc" -ne 0 ] || rc=1
fi
exit "$rc"

#!/usr/bin/env bash
# The test suite, then the browser tables test on its own: it clicks whole duels in two browser
# contexts against 150 s deadlines, which two shared cores running the other files cannot promise.
# (Its stalls in clean-clone CI runs were a Chromium crash handler holding playwright's pipes, so
# browser.close() never ended: tools/pictures/chromium.ts.) Arguments (e.g. --tap) go to both runs.
set -uo pipefail
ava "$@" || exit $?
ava --config ava.browser.config.mjs "$@"

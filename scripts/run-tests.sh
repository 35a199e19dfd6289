#!/usr/bin/env bash
# The test suite, then the browser tables test on its own: run beside the rest of the suite on two
# cores it has stalled in clean-clone CI runs (it passes alone in 35-40 s), so it runs after them.
# Arguments (e.g. --tap) go to both runs.
set -uo pipefail
ava "$@" || exit $?
ava --config ava.browser.config.mjs "$@"

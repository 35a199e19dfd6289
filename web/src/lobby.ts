import { el, status } from './dom.js';
import { sandboxLinks } from './sandbox/lobby-links.js';
import { watchBotsButton } from './watch-bots.js';

interface GameInfo {
  id: string;
  title: string;
  description: string;
  seats: string[];
  bots: string[];
  packs: string[];
  /** Packs a table of bots loads so it can be watched (War's turns pack). */
  watchPacks: string[];
}

interface Created {
  id: string;
  watch: string;
  seats: Record<string, { kind: 'person'; link: string } | { kind: 'bot'; bot: string }>;
}

/** The lobby: pick a game, who sits where and which packs, create the table, share its links. */
export async function showLobby(root: HTMLElement): Promise<void> {
  const response = await fetch('/api/games');
  const games = (await response.json()) as GameInfo[];
  root.replaceChildren();
  const gameSelect = el('select', { name: 'game', 'data-testid': 'game' }) as HTMLSelectElement;
  for (const g of games) gameSelect.append(el('option', { value: g.id }, g.title));
  const seatsBox = el('fieldset', {}, el('legend', {}, 'Seats'));
  const packsBox = el('fieldset', {}, el('legend', {}, 'Packs'));
  const about = el('p');
  const result = el('div', { 'data-testid': 'created' });

  const drawGame = (): void => {
    const game = games.find((g) => g.id === gameSelect.value)!;
    about.textContent = game.description;
    watchBots.hidden = game.bots.length === 0;
    seatsBox.replaceChildren(el('legend', {}, 'Seats'));
    for (const seat of game.seats) {
      const select = el('select', { name: `seat-${seat}`, 'data-testid': `seat-${seat}` }) as HTMLSelectElement;
      select.append(el('option', { value: 'person' }, 'a person'));
      for (const bot of game.bots) select.append(el('option', { value: `bot:${bot}` }, `bot: ${bot}`));
      seatsBox.append(el('label', {}, `${seat} `, select), ' ');
    }
    packsBox.replaceChildren(el('legend', {}, 'Packs'));
    if (game.packs.length === 0) packsBox.append('none for this game');
    for (const pack of game.packs)
      packsBox.append(el('label', {}, el('input', { type: 'checkbox', name: 'pack', value: pack }), ` ${pack}`), ' ');
  };
  gameSelect.addEventListener('change', drawGame);

  const create = el('button', { type: 'submit', 'data-testid': 'create' }, 'Create table');
  const watchBots = watchBotsButton(() => {
    const game = games.find((g) => g.id === gameSelect.value)!;
    const packs = [...form.querySelectorAll<HTMLInputElement>('input[name="pack"]:checked')].map((i) => i.value);
    return { game: game.id, seats: game.seats, bots: game.bots, packs: [...new Set([...packs, ...game.watchPacks])] };
  });
  const form = el(
    'form',
    { class: 'lobby' },
    el('h1', {}, 'New table'),
    el('label', {}, 'Game ', gameSelect),
    about,
    seatsBox,
    packsBox,
    create,
    ' ',
    watchBots,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const game = games.find((g) => g.id === gameSelect.value)!;
    const seats = Object.fromEntries(
      game.seats.map((seat) => [seat, (form.querySelector(`[name="seat-${seat}"]`) as HTMLSelectElement).value]),
    );
    const packs = [...form.querySelectorAll<HTMLInputElement>('input[name="pack"]:checked')].map((i) => i.value);
    void createTable({ game: game.id, seats, packs }, result);
  });
  root.append(form, result, sandboxLinks(games));
  if (games.length > 0) drawGame();
  else root.append(el('p', {}, 'This server hosts no game.'));
}

async function createTable(
  request: { game: string; seats: Record<string, string>; packs: string[] },
  result: HTMLElement,
): Promise<void> {
  const response = await fetch('/api/tables', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  const body = (await response.json()) as Created | { error: string; message: string };
  if ('error' in body) {
    status(body.message, true);
    return;
  }
  status(`Table ${body.id} created`);
  const list = el('ul', { class: 'links' });
  for (const [seat, info] of Object.entries(body.seats)) {
    if (info.kind === 'bot') {
      list.append(el('li', {}, `${seat}: bot ${info.bot}`));
      continue;
    }
    const url = new URL(info.link, location.href).href;
    const field = el('input', { readonly: '', value: url, 'data-testid': `link-${seat}` }) as HTMLInputElement;
    const copy = el('button', { type: 'button' }, 'Copy');
    copy.addEventListener('click', () => {
      field.select();
      void navigator.clipboard?.writeText(url).then(() => status(`Link for ${seat} copied`));
    });
    list.append(el('li', {}, `${seat}: `, field, ' ', copy, ' ', el('a', { href: url, target: '_blank' }, 'open')));
  }
  const watch = new URL(body.watch, location.href).href;
  list.append(el('li', {}, 'Spectators: ', el('a', { href: watch, 'data-testid': 'watch' }, watch)));
  result.replaceChildren(
    el('h2', {}, 'Share the links'),
    el('p', {}, 'Each link is a private seat: whoever opens it plays that seat. Send each person only their own.'),
    list,
  );
}

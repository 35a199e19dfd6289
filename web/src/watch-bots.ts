import { el, status } from './dom.js';

/**
 * The lobby's "Watch bots play": a table with the game's first bot in every
 * seat and the packs ticked, then the page goes to the table as a
 * spectator. The bots answer at the server's pace (`--bot-delay`), so the
 * game can be followed move by move.
 */
export function watchBotsButton(choice: () => { game: string; seats: string[]; bots: string[]; packs: string[] }): HTMLElement {
  const button = el('button', { type: 'button', 'data-testid': 'watch-bots' }, 'Watch bots play');
  button.addEventListener('click', () => {
    const { game, seats, bots, packs } = choice();
    if (bots.length === 0) {
      status('This game has no bots to seat', true);
      return;
    }
    void (async () => {
      const response = await fetch('/api/tables', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ game, seats: Object.fromEntries(seats.map((seat) => [seat, `bot:${bots[0]}`])), packs }),
      });
      const body = (await response.json()) as { watch: string } | { error: string; message: string };
      if ('error' in body) status(body.message, true);
      else location.assign(body.watch);
    })();
  });
  return button;
}

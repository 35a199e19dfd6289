import { openPglite, TableStore } from 'cardweave/server';
import { duelGame } from './examples/duel/game.js';
const db = await openPglite('/tmp/dbg3');
const store = await TableStore.open(db);
const eng: number[] = [], snap: number[] = [], app: number[] = [];
for (let g = 0; g < 6; g++) {
  const id = `tbl${g}xxxxxxxx`.slice(0, 12);
  await store.create({ id, game: 'duel', packs: [], seed: g, options: undefined, seats: [{ seat: 'p1', kind: 'person' }, { seat: 'p2', kind: 'person' }] }, {});
  const e = duelGame.createEngine({ seed: g }); e.run();
  while (!e.ended) {
    const p = e.pending!;
    let t0 = performance.now();
    e.decide(p.player, p.options[p.id % p.options.length]!, p.id); e.run();
    eng.push(performance.now() - t0);
    t0 = performance.now();
    const kf = p.id % 32 === 0 ? JSON.stringify(e.snapshot()) : undefined;
    if (kf) snap.push(performance.now() - t0);
    t0 = performance.now();
    await store.append(id, { seq: p.id, seat: p.player, choice: JSON.stringify(p.options[p.id % p.options.length]) }, kf);
    app.push(performance.now() - t0);
  }
}
const q = (a: number[]) => { const s = a.slice().sort((x, y) => x - y); const f = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!.toFixed(2); return `n ${s.length} p50 ${f(0.5)} p90 ${f(0.9)} p99 ${f(0.99)} max ${s.at(-1)!.toFixed(1)}`; };
console.log('engine', q(eng)); console.log('snapshot', q(snap)); console.log('append', q(app));
await db.close();

// engine.sample deals a world's hidden cards anew and detaches the hooks those cards owned. It reads the hook
// records' owners directly: engine.hooks() makes a new description of every hook, and a look-ahead player
// samples thousands of worlds a second (issue 24). The hooks of the dealt cards still go, and only theirs.
import test from 'ava';
import { Engine } from '../../lib/index.js';
import { greedyAgent } from '../../examples/duel/agents/index.js';
import { duelGame } from '../../examples/duel/game.js';

test('sampling a duel world asks engine.hooks() for nothing, and the dealt cards own no hooks in it', (t) => {
  const engine = duelGame.createEngine({ seed: 3, log: false, agents: { p1: greedyAgent(), p2: greedyAgent() } });
  // Far enough that set cards (traps, face-down monsters, whose hooks tell what they are) are on the field.
  for (let i = 0; i < 400; i++) engine.step();
  const before = engine.hooks();
  t.true(before.some((hook) => hook.owner?.includes('[')));
  const proto = Engine.prototype;
  const listed = Object.getOwnPropertyDescriptor(proto, 'hooks')!;
  let calls = 0;
  Object.defineProperty(proto, 'hooks', {
    ...listed,
    value(this: Engine) {
      calls++;
      return (listed.value as (this: Engine) => ReturnType<Engine['hooks']>).call(this);
    },
  });
  t.teardown(() => Object.defineProperty(proto, 'hooks', listed));
  const world = engine.sample('p1', { seed: 11 });
  t.is(calls, 0);
  Object.defineProperty(proto, 'hooks', listed);
  // What p1 cannot see was dealt anew: a hook in the world is either not a card's, or a card's p1 sees as it was.
  const seen = new Set(before.map((hook) => `${hook.node}/${hook.phase}/${hook.key}`));
  for (const hook of world.hooks()) {
    if (!seen.has(`${hook.node}/${hook.phase}/${hook.key}`)) t.regex(hook.owner ?? '', /\[\d+\]$/);
  }
  t.deepEqual(world.view('p1'), engine.view('p1'));
});

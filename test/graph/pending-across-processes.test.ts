import test from 'ava';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newFlow } from './random-flows.js';
import { snapshot } from '../../lib/index.js';
import { tempFolder } from '../temp-folder.js';

const child = fileURLToPath(new URL('./finish-in-child.ts', import.meta.url));

test('a game saved while a decision is pending, restored and answered in another process, finishes with the same result', (t) => {
  // Find a seed whose game asks a decision, and play it straight through with p1 always answering "n1".
  let seed = 1;
  for (; seed < 500; seed++) {
    const probe = newFlow(seed, 10, false);
    if (probe.run().status === 'awaiting') break;
  }
  const straight = newFlow(seed, 10, false);
  let status = straight.run();
  while (status.status === 'awaiting') {
    straight.decide(status.decision.player, 'n1');
    status = straight.run();
  }

  const saved = newFlow(seed, 10, false);
  t.is(saved.run().status, 'awaiting');
  const file = join(tempFolder(t, 'cardweave-'), 'pending.json');
  writeFileSync(file, JSON.stringify(snapshot(saved)));
  const out = execFileSync(process.execPath, ['--import=tsx', child, file], { encoding: 'utf8' });
  t.deepEqual(JSON.parse(out), { status, state: straight.state, log: straight.log });
});

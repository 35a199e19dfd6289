// Run in a child process by pending-across-processes.test.ts: restores a
// saved game, answers every decision with "n1", prints how it finished.
import { readFileSync } from 'node:fs';
import { restore } from '../../lib/index.js';
import { flowGraph } from './random-flows.js';

const engine = restore(flowGraph(), readFileSync(process.argv[2]!, 'utf8'));
let status = engine.run();
while (status.status === 'awaiting') {
  engine.decide(status.decision.player, 'n1');
  status = engine.run();
}
process.stdout.write(JSON.stringify({ status, state: engine.state, log: engine.log }));

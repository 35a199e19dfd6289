// `cardweave cards check` on misspelt card files: 100 misspellings, seeded, each into its own copy of
// one example pack's JSON form, and the check must report at least 99 on the misspelt word's line.
import test from 'ava';
import { Rng } from '../../lib/index.js';
import { checkCardPackText } from '../../lib/cards/index.js';
import { EXAMPLE_PACKS, misspell, seedableTokens, type Token } from './fixtures/example-packs-as-json.js';

test('every example pack, in its JSON form, checks clean against its game', (t) => {
  t.true(EXAMPLE_PACKS.length >= 10);
  for (const pack of EXAMPLE_PACKS) t.deepEqual(checkCardPackText(pack.text, `${pack.name}.json`, pack.names), [], pack.name);
});

test('100 seeded misspellings in the example packs: at least 99 are reported on the misspelt line', (t) => {
  const rng = new Rng(2025);
  const tokens: Token[] = EXAMPLE_PACKS.flatMap((pack) => seedableTokens(pack));
  t.true(tokens.length > 500, `only ${tokens.length} tokens to seed`);
  const missed: string[] = [];
  for (let trial = 0; trial < 100; trial++) {
    const token = tokens[rng.int(tokens.length)]!;
    const pack = EXAMPLE_PACKS.find((p) => p.name === token.pack)!;
    const wrong = misspell(token.text, rng);
    const quoted = JSON.stringify(token.text);
    t.is(pack.text.slice(token.offset, token.offset + quoted.length), quoted);
    const text = pack.text.slice(0, token.offset) + JSON.stringify(wrong) + pack.text.slice(token.offset + quoted.length);
    const findings = checkCardPackText(text, `${pack.name}.json`, pack.names);
    if (!findings.some((f) => f.line === token.line))
      missed.push(`${pack.name}:${token.line} ${token.path} ${quoted} -> ${JSON.stringify(wrong)}: ${JSON.stringify(findings)}`);
  }
  t.log(`${100 - missed.length} of 100 reported on the right line`);
  t.true(missed.length <= 1, missed.join('\n'));
});

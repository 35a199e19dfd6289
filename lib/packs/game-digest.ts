// A Markdown digest of a card game's rule graph, for a person or a language model: each node's
// description and declared flow, each decision the game asks, each effect, each card and what it
// does. Everything is read from the loaded graph and packs (the declarations the flow check and the
// pictures use, the card records of card-report.ts), so the digest cannot say what the game does not.
import type { RuleGraph } from '../graph/graph.js';
import type { Continuation, FlowDeclaration, NodeDefinition, PassedNodes } from '../graph/types.js';
import { cardRecord, type CardRecord } from './card-report.js';
import type { Step } from '../card-text/card-data.js';
import { isStatic } from '../card-text/card-data.js';
import type { CardDefinition } from '../card-text/definition.js';
import type { CardPack } from './pack.js';

/**
 * The Markdown digest of `graph` with its `packs` (as `game.packs()` gives
 * them, in load order). Deterministic: nodes, effects and decisions are
 * sorted by name; packs keep their load order and cards their pack's order.
 *
 * @example
 * const markdown = gameDigest(warGame.graph([gift]), warGame.packs([gift]));
 */
export function gameDigest(graph: RuleGraph, packs: readonly CardPack[]): string {
  const nodePack = new Map<string, string>();
  for (const pack of packs) for (const node of pack.nodes) nodePack.set(node.name, pack.name);
  const records = packs.flatMap((pack) => pack.cards.map((card) => ({ card, record: cardRecord(card, pack.name) })));
  const nodes = [...graph.nodes()].sort((a, b) => compare(a.name, b.name));
  // The effects card data is compiled into (`<card id>#abilities[0]`) are the cards' own data, shown under
  // each card; the effects listed are those written as code (the game's, its packs' and the library's).
  const compiled = records.map((r) => `${r.card.id}#`);
  const effects = graph
    .effectNames()
    .filter((name) => !compiled.some((prefix) => name.startsWith(prefix)))
    .sort(compare);
  const cardCount = records.length;
  const dataOnly = records.filter((r) => r.record.dataOnly).length;
  const lines = [
    `# ${graph.id}`,
    '',
    `${count(nodes.length, 'node')}, ${count(effects.length, 'effect')}, ${count(cardCount, 'card')} in ${count(packs.length, 'pack')}` +
      ` (${dataOnly} data-only). Written by \`cardweave describe\` from the game's own declarations.`,
    '',
    '## Packs',
    '',
    ...packs.map((pack) => packLine(pack)),
    '',
    '## Nodes',
    '',
    'Each node is one rule. "Continues to" lists what it queues, "calls" what it runs nested; a node reached',
    'through a player\'s decision is marked "(a decision)".',
    ...nodes.flatMap((node) => nodeSection(node, nodePack.get(node.name))),
    '',
    '## Decisions',
    '',
    ...decisionLines(nodes, records),
    '',
    '## Effects',
    '',
    "Effects are code: a card or a hook that names one runs it. Those named `cardweave.*` are the library's.",
    '',
    ...(effects.length === 0 ? ['None.'] : effects.map((name) => effectLine(graph, name, records))),
    '',
    '## Cards',
    ...packs.flatMap((pack) =>
      cardSection(
        pack,
        records.filter((r) => r.record.pack === pack.name),
      ),
    ),
  ];
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}

function packLine(pack: CardPack): string {
  const version = pack.version === undefined ? '' : ` ${pack.version}`;
  const parts = [
    count(pack.cards.length, 'card'),
    count(pack.nodes.length, 'node'),
    count(Object.keys(pack.effects).length, 'effect'),
    count(pack.hooks.length, 'rule hook'),
  ];
  const order = [
    ...(pack.after?.length ? [`after ${names(pack.after)}`] : []),
    ...(pack.before?.length ? [`before ${names(pack.before)}`] : []),
  ];
  const hooks = pack.hooks.map((h) => `${code(h.node)} ${h.phase}`);
  return (
    `- ${code(pack.name)}${version}: ${parts.join(', ')}` +
    (order.length > 0 ? `; loads ${order.join(', ')}` : '') +
    (hooks.length > 0 ? `; hooks ${hooks.join(', ')}` : '')
  );
}

function nodeSection(node: NodeDefinition, pack: string | undefined): string[] {
  const kind = node.query !== undefined ? ' (a query)' : node.valueQuery !== undefined ? ' (a value query)' : '';
  const lines = ['', `### ${code(node.name)}${kind}`, '', oneLine(node.description), ''];
  if (pack !== undefined) lines.push(`- Pack: ${code(pack)}`);
  // Args keep the order the node writes them in: it is the order its author explains them in.
  for (const [arg, text] of Object.entries(node.args ?? {})) lines.push(`- Arg ${code(arg)}: ${oneLine(text)}`);
  lines.push(...flowLines(node));
  return lines;
}

function flowLines(flow: FlowDeclaration & { with?: PassedNodes; becomes?: readonly string[] }): string[] {
  const lines: string[] = [];
  if (flow.continuesTo?.length) lines.push(`- Continues to: ${flow.continuesTo.map(continuation).join(', ')}`);
  if (flow.calls?.length) lines.push(`- Calls: ${flow.calls.map(continuation).join(', ')}`);
  if (flow.attaches?.length)
    lines.push(
      `- Attaches: ${flow.attaches.map((h) => `${code(h.key)} to ${code(h.node)} ${h.phase} (effect ${code(h.effect)})`).join(', ')}`,
    );
  if (flow.with !== undefined) lines.push(`- Sets in the hooked run: ${passed(flow.with)}`);
  if (flow.becomes?.length) lines.push(`- May become: ${names(flow.becomes)}`);
  if (flow.ends === true) lines.push('- May end the game.');
  return lines;
}

function continuation(c: Continuation): string {
  if (typeof c === 'string') return code(c);
  if ('arg' in c) return `the node in arg ${code(c.arg)}${c.like === undefined ? '' : ` (as ${code(c.like)} takes)`}`;
  const extras = [...(c.with === undefined ? [] : [`with ${passed(c.with)}`]), ...(c.choice === true ? ['a decision'] : [])];
  return `${code(c.node)}${extras.length > 0 ? ` (${extras.join('; ')})` : ''}`;
}

function passed(given: PassedNodes): string {
  return Object.entries(given)
    .map(([arg, nodes]) => `${code(arg)}: ${typeof nodes === 'string' ? code(nodes) : names(nodes)}`)
    .join(', ');
}

/** What the game asks players: the nodes a node reaches through a decision, and each card's `choose` steps. */
function decisionLines(nodes: readonly NodeDefinition[], records: readonly { card: CardDefinition }[]): string[] {
  const lines: string[] = [];
  for (const node of nodes)
    for (const c of node.continuesTo ?? [])
      if (typeof c === 'object' && 'node' in c && c.choice === true)
        lines.push(`- ${code(node.name)} asks a player; the answer goes to ${code(c.node)}`);
  for (const { card } of [...records].sort((a, b) => compare(a.card.id, b.card.id)))
    for (const step of chooseSteps(card))
      lines.push(
        `- card ${code(card.id)} asks ${code(valueText(step.player))} ${JSON.stringify(step.prompt)}; the answer goes to ${code(valueText(step.then))}`,
      );
  return lines.length === 0 ? ['None declared.'] : lines;
}

function chooseSteps(card: CardDefinition): Step[] {
  const found: Step[] = [];
  const walk = (steps: readonly Step[] | undefined): void => {
    for (const step of steps ?? []) {
      if (step.do === 'choose') found.push(step);
      if (step.do === 'attach') walk((step.hook as { steps?: Step[] } | undefined)?.steps);
    }
  };
  for (const ability of card.abilities) {
    if (isStatic(ability)) for (const hook of ability.hooks) walk(hook.steps);
    else if ('steps' in ability) walk(ability.steps);
  }
  return found;
}

function effectLine(graph: RuleGraph, name: string, records: readonly { record: CardRecord }[]): string {
  const flow = graph.effectDeclaration(name) ?? {};
  const cards = records.filter((r) => r.record.effects.includes(name)).map((r) => r.record.card);
  const parts = flowLines(flow).map((line) => line.slice(2).replace(/\.$/, ''));
  if (cards.length > 0) parts.push(`named by ${names(cards)}`);
  return `- ${code(name)}${parts.length > 0 ? `: ${parts.join('; ')}` : ''}`;
}

function cardSection(pack: CardPack, records: readonly { card: CardDefinition; record: CardRecord }[]): string[] {
  const lines = ['', `### Pack ${code(pack.name)}`, ''];
  if (records.length === 0) return [...lines, 'No cards.'];
  // Cards without abilities (a deck's plain cards) take one line each: they do nothing by themselves.
  for (const { card, record } of records) {
    const head = `- ${code(card.id)} ${card.name} (${card.kind}${statsText(card)})`;
    if (card.abilities.length === 0) {
      lines.push(card.text === '' ? head : `${head}: ${oneLine(card.text)}`);
      continue;
    }
    lines.push(`${head}, ${record.dataOnly ? 'data-only' : 'names code'}`);
    if (card.text !== '') lines.push(`  - Text: ${oneLine(card.text)}`);
    if (record.enqueues.length > 0) lines.push(`  - Runs: ${names(record.enqueues)}`);
    for (const hook of record.hooks) lines.push(`  - Hooks ${code(hook.node)} ${hook.phase}, ${hook.lifetime}`);
    if (record.effects.length > 0) lines.push(`  - Effects: ${names(record.effects)}`);
    if (record.conditions.length > 0) lines.push(`  - Conditions: ${names(record.conditions)}`);
    if (record.tokens !== undefined)
      lines.push(
        `  - Makes tokens: ${names(record.tokens)} (each ceases to exist when it leaves its zone: create-card's post hook on \`move-card\`)`,
      );
  }
  return lines;
}

function statsText(card: CardDefinition): string {
  const stats = Object.entries(card.stats);
  return stats.length === 0 ? '' : `; ${stats.map(([k, v]) => `${k} ${v}`).join(', ')}`;
}

/** A value as the card writes it: a string as is, anything else (a selector) as JSON. */
function valueText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function code(name: string): string {
  return `\`${name.replace(/`/g, "'")}\``;
}

function names(list: readonly string[]): string {
  return list.map(code).join(', ');
}

function count(n: number, what: string): string {
  return `${n} ${what}${n === 1 ? '' : 's'}`;
}

/** Code-unit order, not the locale's: the digest is the same on every machine. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

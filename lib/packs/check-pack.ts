import { didYouMean, unknownNodeHint } from '../graph/suggest.js';
import type { NodeDefinition } from '../graph/types.js';
import { abilityProblem } from '../card-text/card-data-check.js';
import { namesUsed, type UsedName } from '../card-text/card-data-names.js';
import { CARD_VERBS, type Ability, type Step } from '../card-text/card-data.js';
import { CardPackError } from '../cards/errors.js';
import { placedProblems, parsePackText, subjectOf } from './json-pack.js';
import type { TextPlace } from './json-places.js';
import { packDocumentProblems, type PackDocumentProblem } from './json-pack-format.js';
import type { PlacedJson } from './json-places.js';

/**
 * One thing `cardweave cards check` reports: where, a stable code, and what
 * is wrong (the message names the field). Printed as
 * `file:line:column code message`.
 *
 * @example
 * const [finding]: CardFinding[] = checkCardPackText(text, 'gift.json', names); // at 14:21, its code "unknown-verb"
 */
export interface CardFinding {
  file: string;
  line: number;
  column: number;
  code: string;
  message: string;
}

/**
 * What a pack is checked against: the nodes (with their documented args),
 * effects and conditions of the game it will be loaded into, and of the
 * packs loaded with it. Without it only the file itself is checked.
 *
 * @example
 * const names: CheckNames = { nodes: graph.nodes(), effects: graph.effectNames(), hasCondition: (n) => graph.hasCondition(n), game: 'war' };
 */
export interface CheckNames {
  /** The game's nodes, with the args each documents. */
  nodes: readonly Pick<NodeDefinition, 'name' | 'args'>[];
  /** The names of the game's effects. */
  effects: readonly string[];
  /** True when the game has a condition of that name. */
  hasCondition: (name: string) => boolean;
}

// Finding codes are not error codes: named here, so the error catalogue's scan of `code: '...'` skips them.
const JSON_SYNTAX = 'json-syntax';
const UNKNOWN_VERB = 'unknown-verb';

/** Step fields that are not a node's args. */
const STEP_META = new Set(['do', 'as', 'if', 'via']);

/**
 * Every problem of a JSON card pack's text, first written first: bad JSON
 * (one finding, `json-syntax`), the pack's and its cards' fields, and given
 * `names`, every node, effect and condition a card names, and the args of
 * each step that runs a node which documents its args. Never throws for
 * what the text holds.
 *
 * @example
 * checkCardPackText(readFileSync('gift.json', 'utf8'), 'gift.json', names).map((f) => `${f.line}:${f.column} ${f.code}`);
 */
export function checkCardPackText(text: string, file: string, names?: CheckNames): CardFinding[] {
  let placed: PlacedJson;
  try {
    placed = parsePackText(text, file);
  } catch (error) {
    if (!(error instanceof CardPackError) || !(error.cause instanceof Error) || !('place' in error.cause)) throw error;
    const { place, reason } = error.cause as Error & { place: TextPlace; reason: string };
    return [{ file, ...place, code: JSON_SYNTAX, message: `not valid JSON: ${reason}` }];
  }
  const problems = packDocumentProblems(placed.value);
  if (names !== undefined) problems.push(...nameProblems(placed.value, names));
  return placedProblems(placed, problems).map(({ place, problem }) => ({
    file,
    ...place,
    code: problem.finding,
    message: `${subjectOf(problem)} ${problem.message}`,
  }));
}

/**
 * The names a valid ability uses that the game does not have, and the args
 * of its node steps: abilities with a problem of their own are skipped (their
 * shape is not known).
 */
function nameProblems(doc: unknown, names: CheckNames): PackDocumentProblem[] {
  const out: PackDocumentProblem[] = [];
  const cards = (doc as { cards?: unknown } | null)?.cards;
  if (!Array.isArray(cards)) return out;
  const nodes = new Map(names.nodes.map((node) => [node.name, node]));
  const effects = new Set(names.effects);
  cards.forEach((card: unknown, c) => {
    const abilities = (card as { abilities?: unknown } | null)?.abilities;
    if (!Array.isArray(abilities)) return;
    abilities.forEach((ability: unknown, a) => {
      const at = `cards[${c}].abilities[${a}]`;
      // An ability with a problem of its own is read as far as its shape allows: its other names are still worth knowing.
      const shaped = abilityProblem(ability, a) === undefined;
      for (const used of usedNames(ability, shaped)) {
        const path = `${at}${used.field.slice('abilities[0]'.length)}`;
        if (used.kind === 'node' && !nodes.has(used.name)) {
          const verb = path.endsWith('.do');
          const known = verb ? [...nodes.keys(), ...CARD_VERBS] : [...nodes.keys()];
          out.push({
            path,
            atKey: false,
            finding: verb ? UNKNOWN_VERB : 'unknown-node',
            message: `names unknown ${verb ? 'verb (no node or card verb)' : 'node'} "${used.name}"${unknownNodeHint(used.name, known)}`,
          });
        } else if (used.kind === 'effect' && !effects.has(used.name))
          out.push({
            path,
            atKey: false,
            finding: 'unknown-effect',
            message: `names unknown effect "${used.name}"${didYouMean(used.name, effects)}`,
          });
        else if (used.kind === 'condition' && !names.hasCondition(used.name))
          out.push({ path, atKey: false, finding: 'unknown-condition', message: `names unknown condition "${used.name}"` });
      }
      for (const { step, path } of stepsOf(ability, at)) argProblems(step, path, nodes, out);
    });
  });
  return out;
}

/** The names an ability uses; for one with a problem, those that can be read (names that are strings). */
function usedNames(ability: unknown, shaped: boolean): UsedName[] {
  if (shaped) return namesUsed([ability as Ability]);
  try {
    return namesUsed([ability as Ability]).filter((used) => typeof used.name === 'string' && used.name !== '');
  } catch {
    // Too malformed to read (a list where steps should be an object): its own problem says so.
    return [];
  }
}

/**
 * A node step's args against the node's documented ones: an arg it does not
 * document (with a suggestion), and one it needs that is missing. A node
 * that documents no args is not checked. An arg is optional when its
 * description starts with "optional", says "(default)" or starts with "set by".
 */
function argProblems(
  step: Step,
  at: string,
  nodes: ReadonlyMap<string, Pick<NodeDefinition, 'name' | 'args'>>,
  out: PackDocumentProblem[],
): void {
  if ((CARD_VERBS as readonly string[]).includes(step.do)) return;
  const documented = nodes.get(step.do)?.args;
  if (documented === undefined) return;
  const known = Object.keys(documented);
  const given = Object.keys(step).filter((key) => !STEP_META.has(key));
  const unknown = given.filter((key) => !Object.hasOwn(documented, key));
  for (const key of unknown)
    out.push({
      path: `${at}.${key}`,
      atKey: true,
      finding: 'unknown-argument',
      message: `gives node "${step.do}" an arg "${key}" it does not take${didYouMean(key, known)}`,
    });
  for (const [name, description] of Object.entries(documented)) {
    if (given.includes(name) || /^optional\b|\(default\)|^set by /i.test(description)) continue;
    // A misspelt arg was reported at its own key: the missing one is the same mistake.
    if (unknown.some((key) => didYouMean(key, [name]) !== '')) continue;
    out.push({
      path: at,
      atKey: false,
      finding: 'missing-argument',
      message: `is missing arg "${name}" of node "${step.do}" (${description})`,
    });
  }
}

/**
 * Every step of an ability, with its path: its own, its static hooks', and those of hooks its steps
 * attach. Read defensively (the ability may have problems of its own): what is not a list of
 * objects with a string `do` is passed over.
 */
function stepsOf(ability: unknown, at: string): { step: Step; path: string }[] {
  const out: { step: Step; path: string }[] = [];
  const walk = (steps: unknown, where: string): void => {
    if (!Array.isArray(steps)) return;
    steps.forEach((step: unknown, i) => {
      if (!isObject(step) || typeof step.do !== 'string') return;
      const path = `${where}[${i}]`;
      out.push({ step: step as Step, path });
      if (step.do === 'attach' && isObject(step.hook)) walk(step.hook.steps, `${path}.hook.steps`);
    });
  };
  if (!isObject(ability)) return out;
  if (Array.isArray(ability.hooks))
    ability.hooks.forEach((hook: unknown, h) => isObject(hook) && walk(hook.steps, `${at}.hooks[${h}].steps`));
  else walk(ability.steps, `${at}.steps`);
  return out;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

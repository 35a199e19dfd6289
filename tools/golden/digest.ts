/**
 * The digest of a game position that golden replays compare: short, stable,
 * and blind to how a rule happened to order an object's keys.
 */
import { createHash } from 'node:crypto';
import type { Engine } from 'cardweave';

/**
 * JSON with every object's keys sorted, so two equal values always give the
 * same text. Arrays keep their order (it is the game's: piles, queues).
 *
 * @example canonicalJson({ b: 1, a: [2, { d: 3, c: 4 }] }); // '{"a":[2,{"c":4,"d":3}],"b":1}'
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  // Built with +=, numbers written directly: a replay takes thousands of digests of 10 KB states.
  if (Array.isArray(value)) {
    let text = '[';
    for (let i = 0; i < value.length; i++) text += (i === 0 ? '' : ',') + item(value[i]);
    return `${text}]`;
  }
  const record = value as Record<string, unknown>;
  let text = '{';
  for (const key of Object.keys(record).sort()) {
    const field = record[key];
    if (field === undefined) continue;
    text += `${text === '{' ? '' : ','}${JSON.stringify(key)}:${item(field)}`;
  }
  return `${text}}`;
}

/** A value inside an array or object: a finite number as JSON writes it, anything else through canonicalJson. */
function item(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : canonicalJson(value);
}

/**
 * The first 16 hex digits of the SHA-256 of what a position is: the state,
 * the decision waiting (who is asked, what they may answer, where the answer
 * goes) and the result. The pending decision is in it because a rule change
 * that offers a player other options changes the game even when the state is
 * the same; its prompt is not, being words for people.
 *
 * @example positionDigest(engine); // 'a3f09c1d2b4e5f67'
 */
export function positionDigest(engine: Engine): string {
  const asked = engine.pending;
  const pending = asked === null ? null : { ...asked, prompt: undefined };
  const position = { state: engine.state, pending, result: engine.result ?? null };
  return createHash('sha256').update(canonicalJson(position)).digest('hex').slice(0, 16);
}

import { TableError } from './errors.js';
import type { ClientMessage } from './wire.js';

export type { ClientMessage, ServerFrame } from './wire.js';
import { SEAT_TOKEN, TABLE_ID } from './tokens.js';
import { chatTextProblem } from './table-chat.js';

/** The largest message a client may send, in bytes; the socket is closed on a larger one. */
export const MAX_CLIENT_MESSAGE = 1024;

const FIELDS = {
  join: ['t', 'table', 'token'],
  answer: ['t', 'seq', 'option'],
  chat: ['t', 'text'],
  concede: ['t'],
  rematch: ['t'],
} as const;
/** Each kind as a refusal names it. */
const NAMED = { join: 'a join', answer: 'an answer', chat: 'a chat', concede: 'a concede', rematch: 'a rematch' } as const;

/**
 * Reads one client message: size, JSON, and exactly the fields of its kind,
 * each of its type and range. Anything else is a TableError in one line.
 *
 * @example
 * parseClientMessage('{"t":"answer","seq":4,"option":1}'); // { t: 'answer', seq: 4, option: 1 }
 * parseClientMessage('{"t":"answer","seq":5,"option":[0,2]}'); // a pick: { t: 'answer', seq: 5, option: [0, 2] }
 */
export function parseClientMessage(text: string): ClientMessage {
  if (text.length > MAX_CLIENT_MESSAGE) throw bad(`a message is at most ${MAX_CLIENT_MESSAGE} bytes, this one is ${text.length}`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw bad('a message must be JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw bad('a message must be a JSON object');
  const message = value as Record<string, unknown>;
  const kind = message.t;
  if (typeof kind !== 'string' || !Object.hasOwn(FIELDS, kind))
    throw bad(`"t" must be "join", "answer", "chat", "concede" or "rematch", got ${show(kind)}`);
  const known = kind as keyof typeof FIELDS;
  const extra = Object.keys(message).filter((key) => !(FIELDS[known] as readonly string[]).includes(key));
  if (extra.length > 0) throw bad(`${NAMED[known]} message has no field "${extra[0]}"`);
  if (known === 'concede' || known === 'rematch') return { t: known };
  if (known === 'chat') {
    if (typeof message.text !== 'string') throw bad(`"text" must be a string, got ${show(message.text)}`);
    const checked = chatTextProblem(message.text);
    if ('problem' in checked) throw bad(checked.problem);
    return { t: 'chat', text: checked.text };
  }
  if (kind === 'join') {
    if (typeof message.table !== 'string' || !TABLE_ID.test(message.table))
      throw bad(`"table" must be a table id (12 characters), got ${show(message.table)}`);
    if (message.token === undefined) return { t: 'join', table: message.table };
    if (typeof message.token !== 'string' || !SEAT_TOKEN.test(message.token))
      throw bad('"token" must be a seat token (32 characters)');
    return { t: 'join', table: message.table, token: message.token };
  }
  const { seq, option } = message;
  if (!Number.isSafeInteger(seq) || (seq as number) < 1)
    throw bad(`"seq" must be the number of the decision answered (1 or more), got ${show(seq)}`);
  // A pick decision is answered with a list of indices; the message's size bounds the list.
  if (Array.isArray(option)) {
    if (option.every((i) => Number.isSafeInteger(i) && (i as number) >= 0))
      return { t: 'answer', seq: seq as number, option: option as number[] };
    throw bad(`"option" must be the index of an option, or a list of them for a pick (0 or more), got ${show(option)}`);
  }
  if (!Number.isSafeInteger(option) || (option as number) < 0)
    throw bad(`"option" must be the index of an option (0 or more), got ${show(option)}`);
  return { t: 'answer', seq: seq as number, option: option as number };
}

function bad(reason: string): TableError {
  return new TableError('message-bad', `Message refused: ${reason}`);
}

/** A value in a refusal: short, whatever it is. */
function show(value: unknown): string {
  const text = value === undefined ? 'nothing' : JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

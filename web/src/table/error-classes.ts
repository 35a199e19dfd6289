// Every refusal the table server can send, classed once: after a `final` one the page stops
// reconnecting (nothing it could send again would be answered differently); after a `retried` one
// it carries on, reconnecting if the socket closed. A code missing here fails
// test/server/page-error-classes.test.ts, so a new server code is classed when it is made.
// No DOM here: the test imports this file in Node.

/** What the page does after a refusal with this code. */
export type ErrorClass = 'final' | 'retried';

/** The class of each server refusal code (lib/server/README.md, "Refusals"). */
export const ERROR_CLASSES: Readonly<Record<string, ErrorClass>> = {
  // Setup and HTTP refusals: a page never receives them on its socket, but an answer to one never changes.
  'assets-missing': 'final',
  'body-bad': 'final',
  'body-too-large': 'final',
  'data-dir-damaged': 'final',
  'data-dir-in-use': 'final',
  'data-dir-incomplete': 'final',
  'data-dir-read-only': 'final',
  'data-dir-unusable': 'final',
  'game-duplicate': 'final',
  'game-start-failed': 'final',
  'game-start-timeout': 'final',
  'game-unknown': 'final',
  'not-found': 'final',
  'pack-unknown': 'final',
  'packs-conflict': 'final',
  'request-bad': 'final',
  'schema-too-new': 'final',
  'seats-bad': 'final',
  // The link itself is wrong (a token cut short, an unknown table): sending it again is refused again.
  'message-bad': 'final',
  'table-unknown': 'final',
  'token-refused': 'final',
  'table-corrupt': 'final',
  'table-full': 'final',
  // An answer the table no longer takes: the page redraws from the view it is sent next.
  'decision-not-yours': 'retried',
  'decision-stale': 'retried',
  'option-not-offered': 'retried',
  'rule-failed': 'retried',
  // The server or its database stumbled, or the page was too slow or too busy: a new connection may work.
  'database-unreachable': 'retried',
  'store-failed': 'retried',
  internal: 'retried',
  'join-timeout': 'retried',
  'too-many-messages': 'retried',
  // Chat, concede and rematch (issue 27's server part, built beside this page): the next view says how things stand.
  'chat-full': 'retried',
  'chat-too-fast': 'retried',
  'game-ended': 'retried',
  'game-not-ended': 'retried',
  'seat-only': 'final',
  // Replays, what-ifs and sandboxes are other pages' requests: a table page never sends them.
  'replay-seat-refused': 'final',
  'whatif-bad': 'final',
  'sandbox-move-refused': 'final',
  'sandbox-setup-bad': 'final',
  'sandbox-unknown': 'final',
};

/**
 * The class of a code the page was sent; a code it does not know is final,
 * so a newer server's refusal never makes the page reconnect for ever.
 *
 * @example
 * errorClass('message-bad'); // 'final'
 */
export function errorClass(code: string): ErrorClass {
  return Object.hasOwn(ERROR_CLASSES, code) ? ERROR_CLASSES[code]! : 'final';
}

// Issue 27: the client messages chat, concede and rematch, read as every client message is:
// exact fields, chat text of 1 to 280 characters after trimming, no control characters, no lone
// surrogate. A refusal is one line naming what was wrong.
import test from 'ava';
import { TableError } from '../../lib/server/index.js';
import { parseClientMessage } from '../../lib/server/protocol.js';

const refusal = (text: string): string => {
  try {
    parseClientMessage(text);
  } catch (error) {
    return `${(error as TableError).code}: ${(error as TableError).message}`;
  }
  return 'accepted';
};

test('chat, concede and rematch are read with their exact fields; chat text is trimmed', (t) => {
  t.deepEqual(parseClientMessage('{"t":"chat","text":"  good game  "}'), { t: 'chat', text: 'good game' });
  t.deepEqual(parseClientMessage('{"t":"concede"}'), { t: 'concede' });
  t.deepEqual(parseClientMessage('{"t":"rematch"}'), { t: 'rematch' });
  t.deepEqual(parseClientMessage(JSON.stringify({ t: 'chat', text: '🃏'.repeat(280) })), { t: 'chat', text: '🃏'.repeat(280) });
  t.deepEqual(parseClientMessage(JSON.stringify({ t: 'chat', text: '<script>alert(1)</script>' })), {
    t: 'chat',
    text: '<script>alert(1)</script>',
  });
});

test('chat, concede and rematch messages out of protocol are refused in one line', (t) => {
  const cases: [string, string][] = [
    ['{"t":"chat"}', 'Message refused: "text" must be a string, got nothing'],
    ['{"t":"chat","text":7}', 'Message refused: "text" must be a string, got 7'],
    ['{"t":"chat","text":"   "}', 'Message refused: "text" must hold 1 to 280 characters after trimming, got none'],
    [
      JSON.stringify({ t: 'chat', text: 'x'.repeat(281) }),
      'Message refused: "text" must hold 1 to 280 characters after trimming, got 281',
    ],
    ['{"t":"chat","text":"two\\nlines"}', 'Message refused: "text" must not hold control characters (U+000A at 4)'],
    ['{"t":"chat","text":"bell\\u0007"}', 'Message refused: "text" must not hold control characters (U+0007 at 5)'],
    ['{"t":"chat","text":"c1 \\u0085"}', 'Message refused: "text" must not hold control characters (U+0085 at 4)'],
    ['{"t":"chat","text":"half \\ud83c"}', 'Message refused: "text" must be well-formed Unicode (it holds a lone surrogate)'],
    ['{"t":"chat","text":"hi","seat":"p2"}', 'Message refused: a chat message has no field "seat"'],
    ['{"t":"concede","seat":"p2"}', 'Message refused: a concede message has no field "seat"'],
    ['{"t":"rematch","table":"Qw8v0xYtR1aC"}', 'Message refused: a rematch message has no field "table"'],
    ['{"t":"Chat","text":"hi"}', 'Message refused: "t" must be "join", "answer", "chat", "concede" or "rematch", got "Chat"'],
    ['{"t":"toString"}', 'Message refused: "t" must be "join", "answer", "chat", "concede" or "rematch", got "toString"'],
  ];
  for (const [text, expected] of cases) t.is(refusal(text), `message-bad: ${expected}`, text);
  // The size bound is unchanged: a message over 1,024 bytes is refused before it is read.
  t.is(
    refusal(JSON.stringify({ t: 'chat', text: '"'.repeat(600) })),
    'message-bad: Message refused: a message is at most 1024 bytes, this one is 1222',
  );
});

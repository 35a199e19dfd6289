// JSON.parse says where it failed only for some mistakes ("in JSON at position 8"); for others it
// quotes the whole input back ("Unexpected token '}', "{"a": ... is not valid JSON"), which for a
// save file is kilobytes on one line. This scanner finds the first mistake itself, without
// recursion (a file nested 100,000 deep is scanned like a flat one), so a refusal can say
// "at line 3, column 14" for every kind of mistake.

/** Where a text stops being JSON, and why. */
export interface JsonProblem {
  /** Index into the text (UTF-16 code units) of the first character that cannot be JSON. */
  offset: number;
  reason: string;
}

const ARRAY = 0;
const OBJECT = 1;

/**
 * Finds the first place where `text` stops being one JSON value (RFC 8259,
 * as JSON.parse reads it), or undefined when it is valid JSON.
 *
 * @example locateJsonError('{"a": 1,}'); // { offset: 8, reason: 'unexpected "}" (expected a property name in double quotes)' }
 */
export function locateJsonError(text: string): JsonProblem | undefined {
  const n = text.length;
  const stack: number[] = [];
  let i = 0;
  const skipSpace = (): void => {
    for (let c = text.charCodeAt(i); c === 32 || c === 9 || c === 10 || c === 13; c = text.charCodeAt(++i));
  };
  const unexpected = (expected: string): JsonProblem =>
    i >= n
      ? { offset: n, reason: `the text ends too early (expected ${expected})` }
      : { offset: i, reason: `unexpected ${shown(text, i)} (expected ${expected})` };

  for (;;) {
    // A value starts at i.
    skipSpace();
    const c = text[i];
    if (c === '{' || c === '[') {
      i++;
      skipSpace();
      if (text[i] === (c === '{' ? '}' : ']')) i++;
      else if (c === '[') {
        stack.push(ARRAY);
        continue;
      } else {
        stack.push(OBJECT);
        const problem = scanKey();
        if (problem !== undefined) return problem;
        continue;
      }
    } else if (c === '"') {
      const end = scanString(text, i);
      if (typeof end !== 'number') return end;
      i = end;
    } else if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) {
      const end = scanNumber(text, i);
      if (typeof end !== 'number') return end;
      i = end;
    } else if (text.startsWith('true', i)) i += 4;
    else if (text.startsWith('false', i)) i += 5;
    else if (text.startsWith('null', i)) i += 4;
    else return unexpected('a value');

    // After a value: a comma, the end of its container, or the end of the text.
    for (;;) {
      skipSpace();
      const top = stack.at(-1);
      if (top === undefined)
        return i < n ? { offset: i, reason: `unexpected ${shown(text, i)} after the end of the JSON value` } : undefined;
      const close = top === ARRAY ? ']' : '}';
      if (text[i] === close) {
        stack.pop();
        i++;
        continue;
      }
      if (text[i] !== ',') return unexpected(`"," or "${close}"`);
      i++;
      if (top === OBJECT) {
        skipSpace();
        const problem = scanKey();
        if (problem !== undefined) return problem;
      }
      break;
    }
  }

  // A property name and its colon, from i; leaves i just after the colon.
  function scanKey(): JsonProblem | undefined {
    if (text[i] !== '"') return unexpected('a property name in double quotes');
    const end = scanString(text, i);
    if (typeof end !== 'number') return end;
    i = end;
    skipSpace();
    if (text[i] !== ':') return unexpected('":" after the property name');
    i++;
    return undefined;
  }
}

/**
 * 1-based line and column of `offset` in `text`, lines ending at \n (a \r\n
 * counts as one line break, its \r as the previous line's last column).
 *
 * @example lineColumn('{\n  "a" 1}', 8); // { line: 2, column: 7 }
 */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let at = text.indexOf('\n'); at !== -1 && at < offset; at = text.indexOf('\n', at + 1)) {
    line++;
    start = at + 1;
  }
  return { line, column: offset - start + 1 };
}

/** A string from the opening quote at `from`; returns the index after the closing quote. */
function scanString(text: string, from: number): number | JsonProblem {
  for (let i = from + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) return i + 1;
    // A line break inside a string is most often a string that lost its closing quote (a file cut short).
    if (c === 10 || c === 13) return { offset: i, reason: 'a line break inside a string (is its closing quote missing?)' };
    if (c < 0x20) return { offset: i, reason: `a control character (${codePoint(c)}) inside a string: write it as an escape` };
    if (c !== 92) continue;
    const e = text[i + 1];
    if (e === 'u') {
      if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6)))
        return { offset: i, reason: 'a \\u escape without four hex digits' };
      i += 5;
    } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i++;
    else if (e === undefined) break;
    else return { offset: i, reason: `an unknown escape "\\${e}" in a string` };
  }
  return { offset: text.length, reason: 'the text ends inside a string' };
}

/** A number from `from`; returns the index after it. */
function scanNumber(text: string, from: number): number | JsonProblem {
  const match = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
  match.lastIndex = from;
  const found = match.exec(text);
  if (found === null) return { offset: from, reason: `a malformed number ${shown(text, from)}` };
  const end = from + found[0].length;
  // "01", "1.", "1e": the regex stops early and the rest would be misread as the next token.
  if (/[0-9.eE+-]/.test(text[end] ?? '')) return { offset: from, reason: `a malformed number ${shown(text, from)}` };
  return end;
}

/** The character (or word, or number-like run) at `i`, quoted for a message; a control character by its code point. */
function shown(text: string, i: number): string {
  const word = /[A-Za-z0-9_.+-]{1,20}/y;
  word.lastIndex = i;
  const found = word.exec(text);
  if (found !== null) return `"${found[0]}"`;
  const c = text.codePointAt(i)!;
  return c < 0x20 || c === 0x7f || c === 0xfeff ? codePoint(c) : `"${String.fromCodePoint(c)}"`;
}

function codePoint(c: number): string {
  return `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
}

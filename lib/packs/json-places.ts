/**
 * A line and a column in a text, both from 1 (columns count UTF-16 code units, as editors that
 * follow the Language Server Protocol do).
 *
 * @example
 * const place: TextPlace = { line: 3, column: 7 };
 */
export interface TextPlace {
  line: number;
  column: number;
}

/** Where one member of a parsed JSON document is written: its key (for an object's member) and its value. */
export interface JsonPlaces {
  key?: TextPlace;
  value: TextPlace;
}

/**
 * A JSON document parsed with the place of every value: `places` maps a
 * path written as card errors write fields (`cards[0].abilities[1].on`; the
 * root is `""`) to where its key and value start in the text.
 *
 * @example
 * const { value, places } = parseJsonWithPlaces('{ "a": [1] }'); places.get('a[0]'); // { value: { line: 1, column: 9 } }
 */
export interface PlacedJson {
  value: unknown;
  places: Map<string, JsonPlaces>;
}

/** Bad JSON, with the place where reading stopped. */
export class JsonPlaceError extends Error {
  constructor(
    readonly place: TextPlace,
    readonly reason: string,
  ) {
    super(`line ${place.line}, column ${place.column}: ${reason}`);
    this.name = 'JsonPlaceError';
  }
}

/** Deeper than any card data: a document nested further is refused, not a stack overflow. */
const MAX_DEPTH = 128;

/**
 * Parses JSON as `JSON.parse` does, and also records where each value is
 * written, so a checker can point at the offending key or value. Stricter
 * than `JSON.parse` where it would hide a mistake: a key given twice is an
 * error (JSON.parse keeps the last one silently), and so is nesting deeper
 * than 128. A `__proto__` key is kept as a plain field, never as a prototype.
 * Throws a JsonPlaceError naming the line and column.
 *
 * @example
 * parseJsonWithPlaces('{"a": 1, "a": 2}'); // throws: line 1, column 10: key "a" is given twice (first at line 1, column 2)
 */
export function parseJsonWithPlaces(text: string): PlacedJson {
  const reader = new Reader(text);
  reader.space();
  const value = reader.value('', 0);
  reader.space();
  if (reader.at < text.length) reader.fail(`unexpected ${reader.show()} after the end of the JSON value`);
  return { value, places: reader.places };
}

class Reader {
  at = 0;
  line = 1;
  lineStart = 0;
  readonly places = new Map<string, JsonPlaces>();

  constructor(readonly text: string) {}

  place(): TextPlace {
    return { line: this.line, column: this.at - this.lineStart + 1 };
  }

  fail(reason: string, place = this.place()): never {
    throw new JsonPlaceError(place, reason);
  }

  show(): string {
    if (this.at >= this.text.length) return 'end of file';
    return JSON.stringify(this.text[this.at]);
  }

  space(): void {
    for (;;) {
      const c = this.text.charCodeAt(this.at);
      if (c === 0x0a) {
        this.at++;
        this.line++;
        this.lineStart = this.at;
      } else if (c === 0x20 || c === 0x09 || c === 0x0d) this.at++;
      else return;
    }
  }

  value(path: string, depth: number, key?: TextPlace): unknown {
    if (depth > MAX_DEPTH) this.fail(`the JSON is nested deeper than ${MAX_DEPTH} levels`);
    const start = this.place();
    this.places.set(path, key === undefined ? { value: start } : { key, value: start });
    const c = this.text[this.at];
    if (c === '{') return this.object(path, depth);
    if (c === '[') return this.array(path, depth);
    if (c === '"') return this.string();
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return this.number();
    for (const [word, literal] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (this.text.startsWith(word, this.at)) {
        this.at += word.length;
        return literal;
      }
    }
    return this.fail(`expected a JSON value, got ${this.show()}`);
  }

  object(path: string, depth: number): Record<string, unknown> {
    this.at++;
    const out: Record<string, unknown> = {};
    const seen = new Map<string, TextPlace>();
    this.space();
    if (this.text[this.at] === '}') {
      this.at++;
      return out;
    }
    for (;;) {
      if (this.text[this.at] !== '"') this.fail(`expected a key in double quotes, got ${this.show()}`);
      const keyPlace = this.place();
      const key = this.string();
      const first = seen.get(key);
      if (first !== undefined)
        this.fail(`key ${JSON.stringify(key)} is given twice (first at line ${first.line}, column ${first.column})`, keyPlace);
      seen.set(key, keyPlace);
      this.space();
      if (this.text[this.at] !== ':') this.fail(`expected ":" after key ${JSON.stringify(key)}, got ${this.show()}`);
      this.at++;
      this.space();
      const child = this.value(path === '' ? key : `${path}.${key}`, depth + 1, keyPlace);
      // defineProperty: a "__proto__" key stays data and never becomes the object's prototype.
      Object.defineProperty(out, key, { value: child, enumerable: true, writable: true, configurable: true });
      this.space();
      const c = this.text[this.at];
      if (c === '}') {
        this.at++;
        return out;
      }
      if (c !== ',') this.fail(`expected "," or "}" in an object, got ${this.show()}`);
      this.at++;
      this.space();
    }
  }

  array(path: string, depth: number): unknown[] {
    this.at++;
    const out: unknown[] = [];
    this.space();
    if (this.text[this.at] === ']') {
      this.at++;
      return out;
    }
    for (;;) {
      out.push(this.value(`${path}[${out.length}]`, depth + 1));
      this.space();
      const c = this.text[this.at];
      if (c === ']') {
        this.at++;
        return out;
      }
      if (c !== ',') this.fail(`expected "," or "]" in a list, got ${this.show()}`);
      this.at++;
      this.space();
    }
  }

  string(): string {
    const start = this.at;
    this.at++;
    for (;;) {
      const c = this.text.charCodeAt(this.at);
      if (Number.isNaN(c)) this.fail('a string is never closed', this.placeAt(start));
      if (c === 0x22) break;
      if (c < 0x20) this.fail('a string holds a control character (a line break?); write it as an escape such as \\n');
      if (c === 0x5c) {
        const e = this.text[this.at + 1];
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(this.text.slice(this.at + 2, this.at + 6)))
            this.fail('a \\u escape needs four hex digits');
          this.at += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) this.at += 2;
        else this.fail(`unknown escape \\${e ?? ''} in a string`);
      } else this.at++;
    }
    this.at++;
    return JSON.parse(this.text.slice(start, this.at)) as string;
  }

  number(): number {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(this.text.slice(this.at, this.at + 400));
    if (match === null) this.fail(`expected a number, got ${this.show()}`);
    this.at += match[0].length;
    const n = Number(match[0]);
    if (!Number.isFinite(n)) this.fail(`the number ${match[0]} is too large`);
    return n;
  }

  placeAt(offset: number): TextPlace {
    // Strings hold no raw line break, so the offset is on the current line.
    return { line: this.line, column: offset - this.lineStart + 1 };
  }
}

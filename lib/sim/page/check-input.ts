// What reportPage() checks before drawing: a report read back from a JSON file is anyone's data,
// and a share of NaN or 7 would draw a bar off the chart without a word. Each refusal is a
// TypeError in one line naming the field (JavaScript's own error for an argument of the wrong
// shape, as docs/errors.md says of the library's few TypeErrors).
const shown = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value.slice(0, 40)) : String(value).slice(0, 40));

function fail(field: string, want: string, value: unknown): never {
  throw new TypeError(`reportPage(): ${field} must be ${want}, got ${shown(value)}`);
}

function share(field: string, value: unknown): void {
  if (typeof value !== 'number' || !(value >= 0 && value <= 1)) fail(field, 'a share from 0 to 1', value);
}

function whole(field: string, value: unknown): void {
  if (!Number.isSafeInteger(value) || (value as number) < 0) fail(field, 'a whole number of at least 0', value);
}

function text(field: string, value: unknown): void {
  if (typeof value !== 'string') fail(field, 'a string', value);
}

function list(field: string, value: unknown): readonly unknown[] {
  if (!Array.isArray(value)) fail(field, 'an array', value);
  return value;
}

type Bag = Readonly<Record<string, unknown>>;

function bag(field: string, value: unknown): Bag {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(field, 'an object', value);
  return value as Bag;
}

function length(field: string, value: unknown): void {
  if (value === null) return;
  const l = bag(field, value);
  for (const key of ['games', 'p50', 'p90', 'p99', 'min', 'max']) whole(`${field}.${key}`, l[key]);
  list(`${field}.bins`, l.bins).forEach((bin, i) => {
    const b = bag(`${field}.bins[${i}]`, bin);
    for (const key of ['from', 'to', 'games']) whole(`${field}.bins[${i}].${key}`, b[key]);
  });
}

function change(field: string, value: unknown): number {
  if (typeof value !== 'number' || !(Math.abs(value) <= 1)) fail(field, 'a number from -1 to 1', value);
  return value;
}

/**
 * Checks every figure the page draws or prints: shares from 0 to 1, counts whole, names strings, and
 * sweep arms with `low <= change <= high`. Throws a TypeError naming the first field that is not.
 *
 * @example checkPageInput(JSON.parse(readFileSync('report.json', 'utf8')));
 */
export function checkPageInput(report: unknown): void {
  const r = bag('the report', report);
  whole('games', r.games);
  if (r.games === 0) fail('games', 'at least 1', 0);
  for (const key of ['seed', 'draws', 'cut']) whole(key, r[key]);
  share('balance', r.balance);
  list('seats', r.seats).forEach((item, i) => {
    const seat = bag(`seats[${i}]`, item);
    text(`seats[${i}].seat`, seat.seat);
    whole(`seats[${i}].wins`, seat.wins);
    for (const key of ['winShare', 'low', 'high']) share(`seats[${i}].${key}`, seat[key]);
  });
  if (r.firstSeat !== null) {
    const first = bag('firstSeat', r.firstSeat);
    text('firstSeat.seat', first.seat);
    change('firstSeat.advantage', first.advantage);
  }
  const lengths = bag('gameLength', r.gameLength);
  length('gameLength.turns', lengths.turns);
  length('gameLength.decisions', lengths.decisions);
  list('cards', r.cards).forEach((item, i) => {
    const card = bag(`cards[${i}]`, item);
    text(`cards[${i}].card`, card.card);
    whole(`cards[${i}].drawn`, card.drawn);
    whole(`cards[${i}].played`, card.played);
    if (card.winShareWhenPlayed !== null) share(`cards[${i}].winShareWhenPlayed`, card.winShareWhenPlayed);
    share(`cards[${i}].low`, card.low);
    share(`cards[${i}].high`, card.high);
    for (const key of ['playedOfDrawn', 'whenDrawnNotPlayed']) {
      const s = bag(`cards[${i}].${key}`, card[key]);
      if (s.share !== null) share(`cards[${i}].${key}.share`, s.share);
      share(`cards[${i}].${key}.low`, s.low);
      share(`cards[${i}].${key}.high`, s.high);
    }
  });
  if (r.arms === undefined) return;
  list('arms', r.arms).forEach((item, i) => {
    const arm = bag(`arms[${i}]`, item);
    text(`arms[${i}].name`, arm.name);
    const [low, mid, high] = [
      change(`arms[${i}].low`, arm.low),
      change(`arms[${i}].change`, arm.change),
      change(`arms[${i}].high`, arm.high),
    ];
    if (!(low <= mid && mid <= high))
      throw new TypeError(`reportPage(): arms[${i}] must be low <= change <= high, got ${low}, ${mid}, ${high}`);
    if (typeof arm.distinguishable !== 'boolean') fail(`arms[${i}].distinguishable`, 'true or false', arm.distinguishable);
  });
}

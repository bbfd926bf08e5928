// A stored json column read as its text and sent on as that text, never parsed: a page of 50
// vehicles holds about 200 KB of MOT history, and parsing it into objects only to print them
// again was most of the list's time. `jsonArray(text)` is an array in every way a reader can
// tell (it parses the text the first time anything looks into it); `stringifyJson(value)` writes
// what JSON.stringify writes for `value`, each such array as its stored text. JSON.stringify
// itself (the tRPC endpoint) writes it as any other array. A proxy cannot be structured-cloned:
// these arrays are for answers that go out as JSON.

// A string no answer holds: JSON.stringify writes it where an array's text goes, then it is replaced.
const MARK = `\u0000json-text ${crypto.randomUUID()}\u0000`;
const QUOTED_MARK = JSON.stringify(MARK);

/** The texts met by the JSON.stringify that `stringifyJson` is running, in the order written. */
let splicing: string[] | undefined;

/** `value` and everything in it made read-only. */
function frozen<T>(value: T): T {
  if (value !== null && typeof value === "object") {
    for (const item of Object.values(value)) frozen(item);
    Object.freeze(value);
  }
  return value;
}

/**
 * The array `text` holds (a json column's text), parsed when first read. It is frozen, down to
 * its items (a write throws), so that it always holds what its text says: `stringifyJson` writes
 * the text.
 */
export function jsonArray<T>(text: string): T[] {
  const items: T[] = [];
  let parsed = false;
  const read = (): T[] => {
    if (!parsed) {
      parsed = true;
      for (const item of JSON.parse(text) as T[]) items.push(frozen(item));
      Object.freeze(items);
    }
    return items;
  };
  const toJSON = (): T[] | string => {
    if (splicing === undefined) return read();
    splicing.push(text);
    return MARK;
  };
  return new Proxy(items, {
    get: (_, key): unknown => (key === "toJSON" ? toJSON : Reflect.get(read(), key)),
    set: (_, key, value) => Reflect.set(read(), key, value),
    has: (_, key) => Reflect.has(read(), key),
    ownKeys: () => Reflect.ownKeys(read()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(read(), key),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(read(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(read(), key),
  });
}

/** `JSON.stringify(value)`, with the stored text of every `jsonArray` in it put in as it is. */
export function stringifyJson(value: unknown): string | undefined {
  const texts: string[] = [];
  splicing = texts;
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } finally {
    splicing = undefined;
  }
  if (json === undefined || texts.length === 0) return json;
  const parts = json.split(QUOTED_MARK);
  let spliced = parts[0]!;
  texts.forEach((text, i) => {
    spliced += text + parts[i + 1]!;
  });
  return spliced;
}

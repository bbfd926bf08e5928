// `q` search over vehicles without a table scan: each vehicle stores the lower-case
// words of its searchable fields with every prefix (and every substring of the VRM,
// so "19AA" finds AA19AAA), and a query matches when each of its words is a token
// (GIN `@>`). Words longer than MAX_WORD are cut, on both sides alike.
const MAX_WORD = 20;

const words = (text: string | null | undefined) =>
  (text ?? "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.slice(0, MAX_WORD));

type Searchable = {
  vrm: string;
  make: string | null;
  model: string | null;
  fleetNumber: string | null;
  nickname: string | null;
};

export function searchTokensOf(v: Searchable): string[] {
  const tokens = new Set<string>();
  const vrm = v.vrm.toLowerCase();
  for (let start = 0; start < vrm.length; start++) {
    for (let end = start + 1; end <= vrm.length; end++) tokens.add(vrm.slice(start, end));
  }
  for (const word of [v.make, v.model, v.fleetNumber, v.nickname].flatMap(words)) {
    for (let end = 1; end <= word.length; end++) tokens.add(word.slice(0, end));
  }
  return [...tokens];
}

/** The tokens a query must all match; empty when the query has no letters or digits. */
export function queryTokens(q: string): string[] {
  return [...new Set(words(q))].slice(0, 8);
}

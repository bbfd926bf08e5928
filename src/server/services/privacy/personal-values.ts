// A hirer's personal values (name, email, phone, licence number, address, the names they typed
// when signing...) and the one rule that takes them out of stored JSON: a string holding one of
// them (case ignored) goes, whatever field it is in.

export const ERASED_NAME = "Erased hirer";

// Field names whose value is the hirer's name wherever it appears: kept as the placeholder.
const NAME_FIELDS = new Set(["name", "signed_by_name", "customer_signed_name"]);

// Values shorter than this (an initial, "GB") would match too much to be personal.
const MIN_LENGTH = 3;

export class PersonalValues {
  private readonly needles: string[];

  constructor(values: readonly (string | null | undefined)[]) {
    const kept = values
      .filter((v): v is string => typeof v === "string")
      .map((v) => v.trim().toLowerCase())
      .filter((v) => v.length >= MIN_LENGTH && v !== ERASED_NAME.toLowerCase());
    this.needles = [...new Set(kept)];
  }

  get isEmpty(): boolean {
    return this.needles.length === 0;
  }

  /** True when `text` holds one of the values. */
  in(text: string): boolean {
    const lower = text.toLowerCase();
    return this.needles.some((n) => lower.includes(n));
  }

  /** `value` with every string holding a personal value replaced: the placeholder under a name field, else null. */
  scrub(value: unknown, field?: string): unknown {
    if (typeof value === "string") {
      if (!this.in(value)) return value;
      return field !== undefined && NAME_FIELDS.has(field) ? ERASED_NAME : null;
    }
    if (Array.isArray(value)) return value.map((v) => this.scrub(v));
    if (value !== null && typeof value === "object") {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, this.scrub(v, k)]),
      );
    }
    return value;
  }

  /**
   * LIKE patterns (lower case) that match every stored text holding a value, however a URL
   * encoded it: the value's letter and digit runs in order with anything between them, for the
   * value as typed and as percent-encoded. A superset: `in` then decides on the decoded text.
   */
  likePatterns(): string[] {
    const runs = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    const patterns = this.needles.flatMap((needle) =>
      [needle, encodeURIComponent(needle).toLowerCase()].map((form) => `%${runs(form).join("%")}%`),
    );
    return [...new Set(patterns)].filter((p) => p !== "%%");
  }

  /** True when any string inside `value` holds a personal value. */
  within(value: unknown): boolean {
    return this.in(JSON.stringify(value ?? null));
  }
}

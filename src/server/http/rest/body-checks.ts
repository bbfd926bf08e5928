// What the procedures' zod schemas cannot say about a JSON body, checked against them:
// - trpc-to-openapi coerces strings into numbers, booleans and dates on every input it
//   handles (and marks the shared schemas so for good), which suits query strings but would
//   take `"odometer": "12"`, `"daily_rate_pence": null` (0) or `true` (1) in a body: a value
//   that is not already of the JSON type the schema wants is refused (null only where the
//   schema is nullable).
// - every string and list has a bound: one without its own `.max()` is held to
//   DEFAULT_MAX_LENGTH / DEFAULT_MAX_ITEMS, the limits the OpenAPI document declares for it.
import type { z } from "zod";
import type { FieldError } from "../../errors";

export const DEFAULT_MAX_LENGTH = 1_000;
export const DEFAULT_MAX_ITEMS = 1_000;

const COERCIBLE = new Set(["number", "int", "boolean", "bigint", "date"]);
const WRAPPERS = new Set([
  "optional",
  "nullable",
  "default",
  "prefault",
  "readonly",
  "nonoptional",
  "catch",
]);

type Check = { _zod: { def: { check: string; maximum?: number } } };
type Def = {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  in?: z.ZodType;
  checks?: Check[];
};
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under its wrappers, and whether one of them lets `null` through. */
function unwrap(schema: z.ZodType): { def: Def; nullable: boolean } {
  let def = defOf(schema);
  let nullable = false;
  for (let i = 0; i < 10; i++) {
    if (def.type === "nullable") nullable = true;
    const inner = WRAPPERS.has(def.type) ? def.innerType : def.type === "pipe" ? def.in : undefined;
    if (!inner) break;
    def = defOf(inner);
  }
  return { def, nullable };
}

// The JSON type each coercible schema wants, and how its refusal reads (as in zod-messages.ts).
const JSON_TYPE: Record<string, { type: string; detail: string }> = {
  number: { type: "number", detail: "must be a number" },
  bigint: { type: "number", detail: "must be a whole number" },
  boolean: { type: "boolean", detail: "must be true or false" },
  date: { type: "object", detail: "must be a date" },
};

/** A coercible field's problem: only a value already of its JSON type (or null where allowed) passes. */
function coercibleProblem(type: string, nullable: boolean, value: unknown): string | null {
  if (value === undefined || (value === null && nullable)) return null;
  const wanted = JSON_TYPE[type];
  return wanted && (value === null || typeof value !== wanted.type) ? wanted.detail : null;
}

const hasMax = (def: Def) => (def.checks ?? []).some((c) => c._zod.def.check === "max_length");
const escape = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

/** The body's problems the input schema alone would let through, as field errors with JSON Pointers. */
export function bodyProblems(schema: z.ZodType, value: unknown, pointer = ""): FieldError[] {
  const { def, nullable } = unwrap(schema);
  const at = pointer || "/";
  if (COERCIBLE.has(def.type)) {
    const detail = coercibleProblem(def.type, nullable, value);
    return detail ? [{ pointer: at, detail }] : [];
  }
  if (
    def.type === "string" &&
    typeof value === "string" &&
    !hasMax(def) &&
    value.length > DEFAULT_MAX_LENGTH
  ) {
    return [{ pointer: at, detail: `must be at most ${DEFAULT_MAX_LENGTH} characters` }];
  }
  if (
    def.type === "object" &&
    def.shape &&
    value &&
    typeof value === "object" &&
    !Array.isArray(value)
  ) {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) => {
      const field = def.shape?.[key];
      return field ? bodyProblems(field, item, `${pointer}/${escape(key)}`) : [];
    });
  }
  if (def.type === "array" && def.element && Array.isArray(value)) {
    if (!hasMax(def) && value.length > DEFAULT_MAX_ITEMS)
      return [{ pointer: at, detail: `must hold at most ${DEFAULT_MAX_ITEMS} items` }];
    const element = def.element;
    return value.flatMap((item, index) => bodyProblems(element, item, `${pointer}/${index}`));
  }
  return [];
}

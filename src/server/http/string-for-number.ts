// trpc-to-openapi coerces strings into numbers, booleans and dates on every input it handles
// (and marks the shared schemas so for good), which suits query strings but would take
// `"odometer": "12"` in a JSON body. A JSON body must carry its types as the document says:
// this finds every string sent where the input schema wants a number, boolean, bigint or date.
import type { z } from "zod";

const COERCIBLE = new Set(["number", "int", "boolean", "bigint", "date"]);
const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "readonly", "nonoptional", "catch"]);

type Def = { type: string; innerType?: z.ZodType; shape?: Record<string, z.ZodType>; element?: z.ZodType; in?: z.ZodType };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

function unwrap(schema: z.ZodType): Def {
  let def = defOf(schema);
  for (let i = 0; i < 10; i++) {
    const inner = WRAPPERS.has(def.type) ? def.innerType : def.type === "pipe" ? def.in : undefined;
    if (!inner) break;
    def = defOf(inner);
  }
  return def;
}

const escape = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

/** JSON Pointers to the strings in `value` that stand where `schema` wants a number, boolean or date. */
export function stringsForNumbers(schema: z.ZodType, value: unknown, pointer = ""): string[] {
  const def = unwrap(schema);
  if (COERCIBLE.has(def.type)) return typeof value === "string" ? [pointer || "/"] : [];
  if (def.type === "object" && def.shape && value && typeof value === "object" && !Array.isArray(value)) {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) => {
      const field = def.shape?.[key];
      return field ? stringsForNumbers(field, item, `${pointer}/${escape(key)}`) : [];
    });
  }
  if (def.type === "array" && def.element && Array.isArray(value)) {
    const element = def.element;
    return value.flatMap((item, index) => stringsForNumbers(element, item, `${pointer}/${index}`));
  }
  return [];
}

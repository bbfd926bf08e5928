// Example values built from a schema's own examples, for request samples on /docs.
import { resolve, type OpenApiDocument, type SchemaObject } from "./openapi-types";

export function exampleOf(doc: OpenApiDocument, input: SchemaObject, depth = 0): unknown {
  const schema = resolve(doc, input);
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  if (depth > 4) return null;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return exampleOf(doc, variant, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([name]) => schema.required?.includes(name) ?? false)
          .map(([name, property]) => [name, exampleOf(doc, property, depth + 1)]),
      );
    case "array":
      return schema.items ? [exampleOf(doc, schema.items, depth + 1)] : [];
    case "integer":
    case "number":
      return schema.minimum !== undefined && schema.minimum > -1e9 ? schema.minimum : 1;
    case "boolean":
      return true;
    case "string":
      return schema.format === "date-time"
        ? "2026-11-22T10:15:00.000Z"
        : schema.format === "date"
          ? "2026-11-22"
          : "string";
    default:
      return null;
  }
}

/** A curl command for an operation, with the JSON body example when it takes one. */
export function curlFor(baseUrl: string, method: string, path: string, body: unknown): string {
  const lines = [
    `curl${method === "get" ? "" : ` -X ${method.toUpperCase()}`} "${baseUrl}${path}"`,
    `  -H "Authorization: Bearer $KERBSIDE_API_KEY"`,
  ];
  if (body !== undefined) {
    lines.push(`  -H "Content-Type: application/json"`, `  -d '${JSON.stringify(body)}'`);
  }
  return lines.join(" \\\n");
}

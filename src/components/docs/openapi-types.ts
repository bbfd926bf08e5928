// The parts of an OpenAPI 3.1 document the /docs page reads, and $ref resolution.
export type SchemaObject = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  enum?: unknown[];
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  allOf?: SchemaObject[];
  additionalProperties?: boolean | SchemaObject;
  example?: unknown;
  examples?: unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
};

export type ParameterObject = {
  $ref?: string;
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: SchemaObject;
  example?: unknown;
};
export type MediaTypeObject = { schema?: SchemaObject; example?: unknown };
export type ResponseObject = {
  $ref?: string;
  description?: string;
  content?: Record<string, MediaTypeObject>;
};
export type OperationObject = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content: Record<string, MediaTypeObject> };
  responses: Record<string, ResponseObject>;
};

export type OpenApiDocument = {
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Partial<Record<"get" | "post" | "put" | "delete", OperationObject>>>;
  components?: {
    schemas?: Record<string, SchemaObject>;
    responses?: Record<string, ResponseObject>;
    parameters?: Record<string, ParameterObject>;
  };
};

export const METHODS = ["get", "post", "put", "delete"] as const;

/** The last segment of a local $ref ("#/components/schemas/Report" -> "Report"). */
export const refName = (ref: string) => ref.split("/").at(-1) ?? ref;

/** Follows a local $ref ("#/components/<kind>/<name>") once; other values come back as they are. */
export function resolve<T extends { $ref?: string }>(doc: OpenApiDocument, value: T): T {
  if (!value.$ref?.startsWith("#/components/")) return value;
  const [, , kind, name] = value.$ref.split("/");
  const group = (doc.components as Record<string, Record<string, T> | undefined> | undefined)?.[
    kind ?? ""
  ];
  return group?.[name ?? ""] ?? value;
}

/** A short type label: "string (date-time)", "array of CreditTransaction", "string | null". */
export function typeLabel(schema: SchemaObject): string {
  if (schema.$ref) return refName(schema.$ref);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map(typeLabel).join(" | ");
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return (
    types
      .map((t) =>
        t === "array"
          ? `array of ${schema.items ? typeLabel(schema.items) : "values"}`
          : schema.format && t !== "null"
            ? `${t} (${schema.format})`
            : t,
      )
      .join(" | ") || "any"
  );
}

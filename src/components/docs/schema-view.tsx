import { modelHref } from "./docs-index";
import { InlineCode } from "./inline-code";
import {
  refName,
  resolve,
  typeLabel,
  type OpenApiDocument,
  type SchemaObject,
} from "./openapi-types";

const MAX_DEPTH = 4;

/** The named model a property refers to (directly, as array items, or as a nullable variant). */
function modelOf(schema: SchemaObject): string | null {
  if (schema.$ref) return refName(schema.$ref);
  if (schema.items) return modelOf(schema.items);
  const variant = (schema.anyOf ?? schema.oneOf)?.find((s) => s.type !== "null");
  return variant ? modelOf(variant) : null;
}

/** The object behind a schema to list fields of (itself, its array items, or its non-null variant). */
function objectOf(doc: OpenApiDocument, input: SchemaObject): SchemaObject | null {
  const schema = resolve(doc, input);
  if (schema.properties) return schema;
  if (schema.items) return objectOf(doc, schema.items);
  const variant = (schema.anyOf ?? schema.oneOf)?.find((s) => s.type !== "null");
  return variant ? objectOf(doc, variant) : null;
}

type Props = { doc: OpenApiDocument; schema: SchemaObject; depth?: number; input?: boolean };

/**
 * The fields of a schema, nested objects indented (up to four levels). Fields that are
 * named models link to the model's own entry instead of repeating it (the Models section).
 * `input`: a request's fields, where "required" is worth saying (an answer's fields are
 * always there, null when unset).
 */
export function SchemaView({ doc, schema, depth = 0, input = false }: Props) {
  const object = objectOf(doc, schema);
  if (!object?.properties) {
    return <p className="text-sm text-slate-600">{typeLabel(schema)}</p>;
  }
  return (
    <ul
      className={
        depth === 0
          ? "divide-y divide-slate-100"
          : "mt-2 divide-y divide-slate-100 border-l-2 border-slate-200 pl-3"
      }
    >
      {Object.entries(object.properties).map(([name, property]) => {
        const resolved = resolve(doc, property);
        const model = modelOf(property);
        const nested = depth < MAX_DEPTH && !model ? objectOf(doc, property) : null;
        return (
          <li key={name} className="py-2 text-sm">
            <div className="field-head">
              <code className="field-name">{name}</code>
              {model ? (
                <a href={modelHref(model)} className="font-mono text-xs text-brand-700 underline">
                  {typeLabel(property)}
                </a>
              ) : (
                <span className="field-type">{typeLabel(property)}</span>
              )}
              {input && object.required?.includes(name) ? (
                <span className="text-xs font-medium text-amber-700">required</span>
              ) : null}
            </div>
            {resolved.description ? (
              <p className="mt-0.5 text-slate-600">
                <InlineCode text={resolved.description} />
              </p>
            ) : null}
            {resolved.enum ? (
              <p className="mt-0.5 text-slate-600">
                One of:{" "}
                <code className="font-mono text-xs break-words">
                  {resolved.enum.map(String).join(", ")}
                </code>
              </p>
            ) : null}
            {nested?.properties ? (
              <SchemaView doc={doc} schema={property} depth={depth + 1} input={input} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

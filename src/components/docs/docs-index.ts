// Where each part of the API reference lives: /docs lists every operation and links to the
// page of its tag (/docs/reference/{section}), whose page holds the operations in full;
// /docs/reference/models holds the models. One page for everything grew past what a phone
// lays out quickly (9,000 elements and their hydration).
import { METHODS, resolve, type OpenApiDocument, type OperationObject } from "./openapi-types";

export type Entry = {
  method: string;
  path: string;
  operation: OperationObject;
  anchor: string;
  section: string;
};
export type Group = { tag: string; section: string; description?: string; entries: Entry[] };
/** The operation whose answer first listed a response shape, by the shape's JSON. */
export type ShapeOwners = Map<string, { anchor: string; href: string; summary: string }>;

export const MODELS_SECTION = "models";
export const sectionHref = (section: string) => `/docs/reference/${section}`;
export const operationHref = (e: Entry) => `${sectionHref(e.section)}#${e.anchor}`;
export const schemaAnchor = (name: string) => `schema-${name}`;
export const modelHref = (name: string) => `${sectionHref(MODELS_SECTION)}#${schemaAnchor(name)}`;
/** The id of a tag's heading on /docs (`/docs#tag-reports`). */
export const tagAnchor = (section: string) => `tag-${section}`;

const sectionOf = (tag: string) => tag.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** The operations by tag, in the document's tag order, tags without operations left out. */
export function docsGroups(doc: OpenApiDocument): Group[] {
  const groups = new Map<string, Group>(
    (doc.tags ?? []).map((t) => [
      t.name,
      { tag: t.name, section: sectionOf(t.name), description: t.description, entries: [] },
    ]),
  );
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? "Other";
      const group = groups.get(tag) ?? { tag, section: sectionOf(tag), entries: [] };
      const anchor = operation.operationId ?? `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, "-");
      group.entries.push({ method, path, operation, anchor, section: group.section });
      groups.set(tag, group);
    }
  }
  return [...groups.values()].filter((g) => g.entries.length > 0);
}

/** The first operation (in page order) whose success answer has each shape. */
export function shapeOwners(doc: OpenApiDocument, groups: Group[]): ShapeOwners {
  const owners: ShapeOwners = new Map();
  for (const e of groups.flatMap((g) => g.entries)) {
    for (const [status, response] of Object.entries(e.operation.responses)) {
      const schema = status.startsWith("2")
        ? Object.values(resolve(doc, response).content ?? {})[0]?.schema
        : undefined;
      const key = schema ? JSON.stringify(schema) : null;
      if (key && !owners.has(key))
        owners.set(key, {
          anchor: e.anchor,
          href: operationHref(e),
          summary: e.operation.summary ?? e.path,
        });
    }
  }
  return owners;
}

// The API reference reaches every operation and model of the served OpenAPI document: /docs
// links each operation to its tag's page, that page describes it, and the models page lists
// every shape, so a new operation can never be left out of the docs.
import { expect, test } from "@playwright/test";

type Operation = { operationId?: string; summary?: string; tags?: string[] };
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
};

const section = (tag: string) => tag.toLowerCase().replace(/[^a-z0-9]+/g, "-");

test("/docs links every operation to the page that describes it", async ({ request }) => {
  const doc = (await (await request.get("/api/v1/openapi.json")).json()) as Document;
  const overview = await (await request.get("/docs")).text();
  const pages = new Map<string, string>();
  const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method, op })),
  );
  expect(operations.length).toBeGreaterThan(50);
  for (const { path, method, op } of operations) {
    const page = `/docs/reference/${section(op.tags?.[0] ?? "Other")}`;
    const label = `${method.toUpperCase()} ${path}`;
    expect(op.operationId, label).toBeTruthy();
    expect(overview, label).toContain(`href="${page}#${op.operationId}"`);
    if (!pages.has(page)) {
      const answer = await request.get(page);
      expect(answer.status(), page).toBe(200);
      pages.set(page, await answer.text());
    }
    expect(pages.get(page), label).toContain(`id="${op.operationId}"`);
  }

  const models = await (await request.get("/docs/reference/models")).text();
  for (const name of Object.keys(doc.components?.schemas ?? {}))
    expect(models, name).toContain(`id="schema-${name}"`);
  expect((await request.get("/docs/reference/no-such-tag")).status()).toBe(404);
});

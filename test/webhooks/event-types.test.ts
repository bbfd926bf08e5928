// GET /event-types (contract section 8): every kind of section 9 once, with a description, a
// JSON Schema generated from the API's own model and an example body; each example, and real
// objects made through the API, validate against their kind's schema with Ajv (2020-12).
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { EVENT_TYPES } from "~/server/models/event";
import { apiCompany, call, json } from "../api/http";

type Entry = {
  type: string;
  description: string;
  schema: Record<string, unknown>;
  example: { id: string; type: string; created_at: string; data: { object: unknown } };
};
type Page = { data: Entry[]; has_more: boolean; next_cursor: string | null };

function validator() {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  return ajv;
}

describe("GET /event-types", () => {
  it("lists every kind once, each example valid against its own schema, and real objects too", async () => {
    const { key } = await apiCompany({ rateLimit: 10_000 });
    const response = await call("GET", "/event-types", { key });
    expect(response.status).toBe(200);
    const page = await json<Page>(response);
    expect(page).toMatchObject({ has_more: false, next_cursor: null });
    expect(page.data.map((e) => e.type)).toEqual([...EVENT_TYPES]);
    const ajv = validator();
    const schemas = new Map<string, ReturnType<typeof ajv.compile>>();
    for (const entry of page.data) {
      expect(entry.description.length, entry.type).toBeGreaterThan(10);
      expect(Object.keys(entry.example)).toEqual(["id", "type", "created_at", "data"]);
      expect(entry.example.type).toBe(entry.type);
      const validate = ajv.compile(entry.schema);
      schemas.set(entry.type, validate);
      expect(validate(entry.example.data.object), JSON.stringify(validate.errors)).toBe(true);
      // The schema is strict enough to refuse an object of another shape.
      expect(validate({ id: 1 }), entry.type).toBe(false);
    }
    const vehicle = await json(await call("POST", "/vehicles", { key, body: { vrm: "AA19AAA" } }));
    const customer = await json(
      await call("POST", "/customers", { key, body: { name: "Schema Hirer" } }),
    );
    const vehicleValid = schemas.get("vehicle.created")!;
    expect(vehicleValid(vehicle), JSON.stringify(vehicleValid.errors)).toBe(true);
    const customerValid = schemas.get("customer.created")!;
    expect(customerValid(customer), JSON.stringify(customerValid.errors)).toBe(true);
  });

  it("needs a key and takes no parameters", async () => {
    const { key } = await apiCompany({ rateLimit: 10_000 });
    expect((await call("GET", "/event-types")).status).toBe(401);
    const bad = await call("GET", "/event-types?limit=5", { key });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({
      code: "invalid_request",
      errors: [{ parameter: "limit" }],
    });
  });
});

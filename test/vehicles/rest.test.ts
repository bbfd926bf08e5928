// The vehicle routes over /api/v1 as an integrator sees them: statuses, bodies and
// problem+json, and what ends up stored.
import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { Vehicle } from "~/server/models/vehicle";
import { apiCompany, call, json, problemOf } from "../api/http";

describe("/api/v1/vehicles", () => {
  it("adds AA19AAA, `aa19 eee` and L2WPS with 201 and merged data; 409 names the existing id", async () => {
    const { key } = await apiCompany();
    for (const [vrm, make] of [
      ["AA19AAA", "FORD"],
      ["aa19 eee", "NISSAN"],
      ["L2WPS", "LAND ROVER"],
    ] as const) {
      const response = await call("POST", "/vehicles", { key, body: { vrm } });
      expect(response.status).toBe(201);
      const vehicle = Vehicle.parse(await json(response));
      expect(vehicle).toMatchObject({ vrm: vrm.replace(" ", "").toUpperCase(), make });
      expect(vehicle.mot_tests.length).toBeGreaterThan(0);
    }
    const list = await json<{ data: { id: string; vrm: string }[] }>(
      await call("GET", "/vehicles", { key }),
    );
    expect(list.data.map((v) => v.vrm)).toEqual(["L2WPS", "AA19EEE", "AA19AAA"]);
    const problem = await problemOf(
      await call("POST", "/vehicles", { key, body: { vrm: "AA19 AAA" } }),
      409,
    );
    expect(problem.code).toBe("conflict");
    expect(problem.detail).toContain(list.data[2]!.id);
  });

  it("answers ER19NFD with 422 and ER19ERR with 502 problem+json, storing nothing", async () => {
    const { key, companyId } = await apiCompany();
    expect(
      (await problemOf(await call("POST", "/vehicles", { key, body: { vrm: "ER19NFD" } }), 422))
        .code,
    ).toBe("vrm_not_found");
    expect(
      (await problemOf(await call("POST", "/vehicles", { key, body: { vrm: "ER19ERR" } }), 502))
        .code,
    ).toBe("registry_unavailable");
    expect(
      (
        await problemOf(
          await call("POST", "/vehicles", { key, body: { vrm: "AA19AAA", colour: "red" } }),
          400,
        )
      ).code,
    ).toBe("invalid_request");
    expect(await db.vehicle.count({ where: { companyId } })).toBe(0);
    expect(await db.event.count({ where: { companyId } })).toBe(0);
    const unknownFilter = await problemOf(await call("GET", "/vehicles?colour=red", { key }), 400);
    expect(unknownFilter.errors).toEqual([{ parameter: "colour", detail: "is not a known field" }]);
  });

  it("reads, updates, refreshes and archives (204), and looks up without adding", async () => {
    const { key, companyId } = await apiCompany();
    const created = await json<{ id: string }>(
      await call("POST", "/vehicles", { key, body: { vrm: "AA19PPP" } }),
    );
    expect(await json(await call("GET", `/vehicles/${created.id}`, { key }))).toMatchObject({
      id: created.id,
      body_type: "hgv",
    });
    expect(
      await json(
        await call("PUT", `/vehicles/${created.id}`, { key, body: { fleet_number: "T-1" } }),
      ),
    ).toMatchObject({ fleet_number: "T-1" });
    expect((await call("POST", `/vehicles/${created.id}/refresh`, { key })).status).toBe(200);
    const archived = await call("DELETE", `/vehicles/${created.id}`, { key });
    expect(archived.status).toBe(204);
    expect(await archived.text()).toBe("");
    expect(await json(await call("GET", "/vehicles", { key }))).toMatchObject({
      data: [],
      has_more: false,
      next_cursor: null,
    });
    expect(await json(await call("GET", "/vehicles?status=archived", { key }))).toMatchObject({
      data: [{ id: created.id, archived: true }],
    });

    const lookup = await call("GET", "/vehicle-lookups/aa19srn", { key });
    expect(lookup.status).toBe(200);
    expect(await json(lookup)).toMatchObject({ vrm: "AA19SRN", tax_status: "SORN" });
    expect(await db.vehicle.count({ where: { companyId } })).toBe(1);
    expect(
      (await problemOf(await call("GET", "/vehicle-lookups/ER19NFD", { key }), 422)).code,
    ).toBe("vrm_not_found");
  });

  it("writes each vehicle of a page as GET /vehicles/{id} does, its MOT history byte for byte", async () => {
    const { key } = await apiCompany();
    for (const vrm of ["BN09AAA", "AA19MOT", "BN62AAB"])
      await call("POST", "/vehicles", { key, body: { vrm } });
    const body = await (await call("GET", "/vehicles?limit=2", { key })).text();
    const page = JSON.parse(body) as {
      data: { id: string; mot_tests: unknown[] }[];
      next_cursor: string;
    };
    expect(page.data[0]!.mot_tests.length).toBeGreaterThanOrEqual(10);
    const vehicles = await Promise.all(
      page.data.map(async (v) =>
        json<{ mot_tests: unknown[] }>(await call("GET", `/vehicles/${v.id}`, { key })),
      ),
    );
    expect(page).toEqual({ data: vehicles, has_more: true, next_cursor: page.next_cursor });
    for (const vehicle of vehicles)
      expect(body).toContain(`"mot_tests":${JSON.stringify(vehicle.mot_tests)}`);
  });

  it("answers 404 for another company's vehicle on every vehicle route", async () => {
    const a = await apiCompany();
    const b = await apiCompany();
    const theirs = await json<{ id: string }>(
      await call("POST", "/vehicles", { key: a.key, body: { vrm: "AA19DSL" } }),
    );
    const attempts = [
      call("GET", `/vehicles/${theirs.id}`, { key: b.key }),
      call("PUT", `/vehicles/${theirs.id}`, { key: b.key, body: { nickname: "x" } }),
      call("DELETE", `/vehicles/${theirs.id}`, { key: b.key }),
      call("POST", `/vehicles/${theirs.id}/refresh`, { key: b.key }),
    ];
    for (const response of await Promise.all(attempts))
      expect((await problemOf(response, 404)).code).toBe("not_found");
    expect(await db.vehicle.findUniqueOrThrow({ where: { id: theirs.id } })).toMatchObject({
      nickname: null,
      archivedAt: null,
    });
  });
});

import { afterEach, describe, expect, it } from "vitest";
import { dvlaClient } from "~/server/integrations/registry/dvla";
import { dvsaClient } from "~/server/integrations/registry/dvsa";
import { liveRegistry } from "~/server/integrations/registry/live";
import { json, stubServer, type Recorded } from "./stub-server";

const HISTORY = {
  registration: "ML58FOU",
  make: "FORD",
  model: "FOCUS",
  firstUsedDate: "2008-11-06",
  fuelType: "Petrol",
  primaryColour: "Silver",
  registrationDate: "2008-11-06",
  manufactureDate: "2008-11-06",
  engineSize: "1798",
  hasOutstandingRecall: "Unknown",
  motTests: [
    {
      completedDate: "2023-10-30T10:53:19.000Z",
      testResult: "FAILED",
      expiryDate: null,
      odometerValue: "98211",
      odometerUnit: "MI",
      odometerResultType: "READ",
      motTestNumber: "914655760010",
      defects: [
        {
          text: "Nearside Front Tyre has ply or cords exposed (5.2.3 (d) (ii))",
          type: "DANGEROUS",
          dangerous: true,
        },
        { text: "Oil leak, but not excessive (8.4.1 (a) (i))", type: "ADVISORY", dangerous: false },
      ],
    },
    {
      completedDate: "2024-11-02T09:12:00.000Z",
      testResult: "PASSED",
      expiryDate: "2025-11-05",
      odometerValue: "104332",
      odometerUnit: "MI",
      odometerResultType: "READ",
      defects: [],
    },
    {
      completedDate: "2023-11-01T12:00:00.000Z",
      testResult: "PASSED",
      expiryDate: "2024-11-05",
      odometerValue: "98240",
      odometerUnit: "MI",
      odometerResultType: "READ",
    },
  ],
};

type Stub = Awaited<ReturnType<typeof stubServer>>;
const servers: Stub[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** A DVSA stand-in: the token endpoint issues numbered tokens, the API checks them. */
async function dvsaStub(
  api: (
    req: Recorded,
    token: string | undefined,
  ) => { status: number; body: unknown; headers?: Record<string, string> },
  expiresIn = 3600,
) {
  let issued = 0;
  const server = await stubServer((req, res) => {
    if (req.url === "/token") {
      const form = new URLSearchParams(req.body);
      if (form.get("client_secret") !== "secret")
        return json(res, 401, { error: "invalid_client" });
      issued += 1;
      return json(res, 200, {
        token_type: "Bearer",
        expires_in: expiresIn,
        access_token: `token-${issued}`,
      });
    }
    const answer = api(req, req.headers.authorization?.replace(/^Bearer /, ""));
    json(res, answer.status, answer.body, answer.headers);
  });
  servers.push(server);
  return { server, issued: () => issued };
}

function client(url: string, options: { clock?: () => number; secret?: string } = {}) {
  return dvsaClient({
    url,
    tokenUrl: `${url}/token`,
    clientId: "client",
    clientSecret: options.secret ?? "secret",
    scope: "https://tapi.dvsa.gov.uk/.default",
    apiKey: "dvsa-key",
    timeoutMs: 2000,
    maxRetryWaitMs: 1000,
    clock: options.clock,
  });
}

describe("DVSA MOT History client", () => {
  it("gets a client-credentials token, then the history with the token and the API key", async () => {
    const { server } = await dvsaStub(() => ({ status: 200, body: HISTORY }));
    const history = await client(server.url).vehicle("ML58FOU");
    expect(history?.motTests).toHaveLength(3);

    const [tokenRequest, apiRequest] = server.requests;
    expect(tokenRequest?.method).toBe("POST");
    expect(Object.fromEntries(new URLSearchParams(tokenRequest?.body))).toEqual({
      grant_type: "client_credentials",
      client_id: "client",
      client_secret: "secret",
      scope: "https://tapi.dvsa.gov.uk/.default",
    });
    expect(apiRequest).toMatchObject({
      method: "GET",
      url: "/v1/trade/vehicles/registration/ML58FOU",
    });
    expect(apiRequest?.headers.authorization).toBe("Bearer token-1");
    expect(apiRequest?.headers["x-api-key"]).toBe("dvsa-key");
  });

  it("reuses the token until it expires, then fetches a new one", async () => {
    let now = 1_000_000;
    const { server, issued } = await dvsaStub(
      (_req, token) => ({ status: 200, body: { ...HISTORY, model: token } }),
      3600,
    );
    const dvsa = client(server.url, { clock: () => now });
    expect((await dvsa.vehicle("ML58FOU"))?.model).toBe("token-1");
    now += 30 * 60_000;
    expect((await dvsa.vehicle("ML58FOU"))?.model).toBe("token-1");
    now += 30 * 60_000;
    expect((await dvsa.vehicle("ML58FOU"))?.model).toBe("token-2");
    expect(issued()).toBe(2);
  });

  it("fetches a fresh token once when the API says 401", async () => {
    const { server, issued } = await dvsaStub((_req, token) =>
      token === "token-1"
        ? { status: 401, body: { message: "Unauthorized" } }
        : { status: 200, body: HISTORY },
    );
    await expect(client(server.url).vehicle("ML58FOU")).resolves.toMatchObject({
      registration: "ML58FOU",
    });
    expect(issued()).toBe(2);
  });

  it("answers null for 404 (no MOT record) and registry_unavailable for a refused token, 429 and 500", async () => {
    const { server } = await dvsaStub((req) => {
      if (req.url.endsWith("/NOTEST"))
        return {
          status: 404,
          body: {
            errorCode: "MOTH-NP-01",
            errorMessage: "No data found for the provided registration",
          },
        };
      if (req.url.endsWith("/BUSY"))
        return {
          status: 429,
          body: { message: "Too Many Requests" },
          headers: { "retry-after": "0" },
        };
      return { status: 500, body: { errorCode: "MOTH-IE-01", errorMessage: "Internal error" } };
    });
    const dvsa = client(server.url);
    await expect(dvsa.vehicle("NOTEST")).resolves.toBeNull();
    await expect(dvsa.vehicle("BUSY")).rejects.toMatchObject({
      code: "registry_unavailable",
      status: 502,
    });
    expect(server.requests.filter((r) => r.url.endsWith("/BUSY"))).toHaveLength(2);
    await expect(dvsa.vehicle("BROKEN")).rejects.toMatchObject({ code: "registry_unavailable" });
    await expect(client(server.url, { secret: "wrong" }).vehicle("ML58FOU")).rejects.toMatchObject({
      code: "registry_unavailable",
    });
  });

  it("retries a 503 once", async () => {
    let calls = 0;
    const { server } = await dvsaStub(() => {
      calls += 1;
      return calls === 1
        ? { status: 503, body: { message: "Service Unavailable" }, headers: { "retry-after": "0" } }
        : { status: 200, body: HISTORY };
    });
    await expect(client(server.url).vehicle("ML58FOU")).resolves.toMatchObject({ model: "FOCUS" });
  });
});

describe("live registry (DVLA + DVSA merged)", () => {
  async function live(
    dvla: (vrm: string) => { status: number; body: unknown },
    dvsa: Parameters<typeof dvsaStub>[0],
  ) {
    const dvlaServer = await stubServer((req, res) => {
      const answer = dvla(
        (JSON.parse(req.body) as { registrationNumber: string }).registrationNumber,
      );
      json(res, answer.status, answer.body);
    });
    servers.push(dvlaServer);
    const { server } = await dvsaStub(dvsa);
    const checkedAt = new Date("2025-01-10T12:00:00Z");
    return liveRegistry(
      {
        dvla: dvlaClient({
          url: dvlaServer.url,
          apiKey: "k",
          timeoutMs: 2000,
          maxRetryWaitMs: 1000,
        }),
        dvsa: client(server.url),
      },
      () => checkedAt,
    );
  }

  const dvlaAnswer = {
    registrationNumber: "ML58FOU",
    taxStatus: "Taxed",
    taxDueDate: "2025-12-01",
    motStatus: "Valid",
    motExpiryDate: "2025-11-05",
    make: "FORD",
    colour: "SILVER",
    fuelType: "PETROL",
    yearOfManufacture: 2008,
    engineCapacity: 1798,
    co2Emissions: 167,
    monthOfFirstRegistration: "2008-11",
    typeApproval: "M1",
    wheelplan: "2 AXLE RIGID BODY",
  };

  it("merges both answers into the contract's fields, MOT history newest first", async () => {
    const registry = await live(
      () => ({ status: 200, body: dvlaAnswer }),
      () => ({ status: 200, body: HISTORY }),
    );
    const vehicle = await registry.lookup("ML58FOU");
    expect(vehicle).toMatchObject({
      vrm: "ML58FOU",
      make: "FORD",
      model: "FOCUS",
      colour: "SILVER",
      fuel_type: "PETROL",
      body_type: "car",
      year_of_manufacture: 2008,
      month_of_first_registration: "2008-11",
      engine_capacity_cc: 1798,
      co2_emissions_g_km: 167,
      tax_status: "Taxed",
      tax_due_date: "2025-12-01",
      mot_status: "Valid",
      mot_valid_until: "2025-11-05",
      registry_checked_at: "2025-01-10T12:00:00.000Z",
    });
    expect(
      vehicle.mot_tests.map((t) => [t.completed_at.slice(0, 10), t.result, t.odometer_value]),
    ).toEqual([
      ["2024-11-02", "passed", 104332],
      ["2023-11-01", "passed", 98240],
      ["2023-10-30", "failed", 98211],
    ]);
    expect(vehicle.mot_tests[2]?.defects).toEqual([
      {
        type: "DANGEROUS",
        text: "Nearside Front Tyre has ply or cords exposed (5.2.3 (d) (ii))",
        dangerous: true,
      },
      { type: "ADVISORY", text: "Oil leak, but not excessive (8.4.1 (a) (i))", dangerous: false },
    ]);
    expect(vehicle.mot_tests[0]).toMatchObject({ expiry_date: "2025-11-05", odometer_unit: "mi" });
  });

  it("uses DVSA's first MOT due date for a vehicle too new for tests", async () => {
    const registry = await live(
      () => ({
        status: 200,
        body: {
          ...dvlaAnswer,
          registrationNumber: "NEW24",
          motStatus: "No details held by DVLA",
          motExpiryDate: undefined,
          typeApproval: "N1",
        },
      }),
      () => ({
        status: 200,
        body: {
          registration: "NEW24",
          make: "FORD",
          model: "TRANSIT",
          manufactureDate: "2024-03-01",
          registrationDate: "2024-03-01",
          motTestDueDate: "2027-02-28",
        },
      }),
    );
    expect(await registry.lookup("NEW24")).toMatchObject({
      model: "TRANSIT",
      body_type: "van",
      mot_tests: [],
      mot_valid_until: "2027-02-28",
    });
  });

  it("is vrm_not_found when DVLA has no such vehicle, and registry_unavailable when DVSA fails", async () => {
    const notFound = await live(
      () => ({ status: 404, body: { errors: [{ status: "404", title: "Vehicle Not Found" }] } }),
      () => ({ status: 500, body: {} }),
    );
    await expect(notFound.lookup("ER19NFD")).rejects.toMatchObject({ code: "vrm_not_found" });
    const dvsaDown = await live(
      () => ({ status: 200, body: dvlaAnswer }),
      () => ({ status: 500, body: {} }),
    );
    await expect(dvsaDown.lookup("ML58FOU")).rejects.toMatchObject({
      code: "registry_unavailable",
    });
  });
});

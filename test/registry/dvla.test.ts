import { afterEach, describe, expect, it } from "vitest";
import { dvlaClient } from "~/server/integrations/registry/dvla";
import { json, stubServer, type Handler } from "./stub-server";

const AA19AAA = {
  registrationNumber: "AA19AAA",
  taxStatus: "Taxed",
  taxDueDate: "2027-03-01",
  motStatus: "Valid",
  motExpiryDate: "2027-02-28",
  make: "FORD",
  monthOfFirstRegistration: "2019-03",
  yearOfManufacture: 2019,
  engineCapacity: 1242,
  co2Emissions: 124,
  fuelType: "PETROL",
  markedForExport: false,
  colour: "BLUE",
  typeApproval: "M1",
  wheelplan: "2 AXLE RIGID BODY",
  revenueWeight: 1640,
  euroStatus: "EURO 6",
};

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function client(handler: Handler, timeoutMs = 2000) {
  const server = await stubServer(handler);
  close = server.close;
  return {
    server,
    dvla: dvlaClient({ url: server.url, apiKey: "dvla-key", timeoutMs, maxRetryWaitMs: 1000 }),
  };
}

describe("DVLA Vehicle Enquiry client", () => {
  it("POSTs the registration with the API key and reads the vehicle", async () => {
    const { server, dvla } = await client((_req, res) => json(res, 200, AA19AAA));
    const vehicle = await dvla.vehicle("AA19AAA");
    expect(vehicle).toMatchObject({
      make: "FORD",
      colour: "BLUE",
      taxStatus: "Taxed",
      motExpiryDate: "2027-02-28",
      engineCapacity: 1242,
    });
    const [req] = server.requests;
    expect(req).toMatchObject({ method: "POST", url: "/vehicle-enquiry/v1/vehicles" });
    expect(req?.headers["x-api-key"]).toBe("dvla-key");
    expect(JSON.parse(req?.body ?? "")).toEqual({ registrationNumber: "AA19AAA" });
  });

  it("turns 404 into vrm_not_found and 400 into invalid_request", async () => {
    const { dvla } = await client((req, res) => {
      const vrm = (JSON.parse(req.body) as { registrationNumber: string }).registrationNumber;
      if (vrm === "ER19NFD")
        json(res, 404, {
          errors: [
            {
              status: "404",
              code: "404",
              title: "Vehicle Not Found",
              detail: "Record for vehicle not found",
            },
          ],
        });
      else
        json(res, 400, {
          errors: [
            {
              status: "400",
              code: "ENQ103",
              title: "Bad Request",
              detail: "Invalid format for field - vehicle registration number",
            },
          ],
        });
    });
    await expect(dvla.vehicle("ER19NFD")).rejects.toMatchObject({
      code: "vrm_not_found",
      status: 422,
    });
    await expect(dvla.vehicle("ER19BAD")).rejects.toMatchObject({
      code: "invalid_request",
      status: 400,
    });
    await expect(dvla.vehicle("ER19BAD")).rejects.toThrow(/Invalid format/);
  });

  it("retries a 429 once after a short Retry-After, then answers", async () => {
    let calls = 0;
    const { server, dvla } = await client((_req, res) => {
      calls += 1;
      if (calls === 1) json(res, 429, { message: "Too Many Requests" }, { "retry-after": "0" });
      else json(res, 200, AA19AAA);
    });
    await expect(dvla.vehicle("AA19AAA")).resolves.toMatchObject({ make: "FORD" });
    expect(server.requests).toHaveLength(2);
  });

  it("gives up with registry_unavailable when 429 persists or asks for a long wait", async () => {
    const { server, dvla } = await client((_req, res) =>
      json(res, 429, { message: "Too Many Requests" }, { "retry-after": "0" }),
    );
    await expect(dvla.vehicle("AA19AAA")).rejects.toMatchObject({
      code: "registry_unavailable",
      status: 502,
    });
    expect(server.requests).toHaveLength(2);

    const slow = await stubServer((_req, res) =>
      json(res, 429, { message: "Too Many Requests" }, { "retry-after": "60" }),
    );
    const other = dvlaClient({ url: slow.url, apiKey: "k", timeoutMs: 2000, maxRetryWaitMs: 1000 });
    await expect(other.vehicle("AA19AAA")).rejects.toMatchObject({ code: "registry_unavailable" });
    expect(slow.requests).toHaveLength(1);
    await slow.close();
  });

  it("retries a 503 once, and reports 500 as registry_unavailable without retrying", async () => {
    let calls = 0;
    const { server, dvla } = await client((_req, res) => {
      calls += 1;
      if (calls === 1)
        json(res, 503, { errors: [{ status: "503", title: "Service Unavailable" }] });
      else if (calls === 2) json(res, 200, AA19AAA);
      else
        json(res, 500, {
          errors: [{ status: "500", code: "500", title: "Internal Server Error" }],
        });
    });
    await expect(dvla.vehicle("AA19AAA")).resolves.toMatchObject({ registrationNumber: "AA19AAA" });
    await expect(dvla.vehicle("AA19AAA")).rejects.toMatchObject({
      code: "registry_unavailable",
      status: 502,
    });
    expect(server.requests).toHaveLength(3);
  });

  it("times out a registry that does not answer", async () => {
    const { dvla } = await client(() => undefined, 200);
    const attempt = dvla.vehicle("AA19AAA");
    await expect(attempt).rejects.toMatchObject({ code: "registry_unavailable" });
    await expect(attempt).rejects.toThrow(/within 200 ms/);
  });
});

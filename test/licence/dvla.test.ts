// The DVLA Access to Driver Data client against a local server speaking its protocol:
// authenticate for a JWT, then the full driver enquiry with x-api-key and the token.
import { afterEach, describe, expect, it } from "vitest";
import { dvlaDriverClient } from "~/server/integrations/licence/dvla";
import { json, stubServer, type Handler, type Recorded } from "../registry/stub-server";

const DRIVER = {
  driver: {
    drivingLicenceNumber: "MORGA753116SM9IJ",
    firstNames: "AMELIA",
    lastName: "MORGAN",
    gender: "Female",
    dateOfBirth: "1975-03-11",
  },
  licence: { type: "Full", status: "Valid" },
  entitlement: [
    {
      categoryCode: "B",
      categoryLegalLiteral: "Cars",
      categoryType: "Full",
      fromDate: "1995-06-01",
      expiryDate: "2045-03-10",
    },
    {
      categoryCode: "A",
      categoryLegalLiteral: "Motorcycles",
      categoryType: "Provisional",
      fromDate: "2010-01-01",
      expiryDate: "2045-03-10",
    },
  ],
  endorsements: [
    {
      offenceCode: "SP30",
      offenceLegalLiteral: "Exceeding statutory speed limit on a public road",
      offenceDate: "2025-06-01",
      convictionDate: "2025-07-01",
      penaltyPoints: 3,
    },
    { offenceCode: "CU80", offenceDate: "2024-02-14", penaltyPoints: 3 },
  ],
  token: { issueNumber: "15", validFromDate: "2021-05-02", validToDate: "2031-05-01" },
};

const jwtExpiringIn = (seconds: number) =>
  [
    "e30",
    Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + seconds })).toString(
      "base64url",
    ),
    "sig",
  ].join(".");

const servers: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** A DVLA ADD server: the authenticate route issues tokens; `enquiry` answers the retrieve route. */
async function addServer(enquiry: Handler, options: { tokenLifetime?: number } = {}) {
  let issued = 0;
  const server = await stubServer((req, res) => {
    if (req.url === "/thirdparty-access/v1/authenticate") {
      const body = JSON.parse(req.body) as { userName: string; password: string };
      if (body.userName !== "kerbside" || body.password !== "s3cret")
        return json(res, 401, { errors: [{ status: "401", title: "Unauthorized" }] });
      issued += 1;
      return json(res, 200, { "id-token": jwtExpiringIn(options.tokenLifetime ?? 3600) + issued });
    }
    if (req.url === "/full-driver-enquiry/v1/driving-licences/retrieve") return enquiry(req, res);
    json(res, 404, {});
  });
  servers.push(server);
  return { ...server, issued: () => issued };
}

const client = (url: string, overrides: Partial<Parameters<typeof dvlaDriverClient>[0]> = {}) =>
  dvlaDriverClient({
    url,
    apiKey: "add-key",
    username: "kerbside",
    password: "s3cret",
    timeoutMs: 3000,
    maxRetryWaitMs: 1000,
    ...overrides,
  });

const enquiries = (requests: Recorded[]) => requests.filter((r) => r.url.endsWith("/retrieve"));

describe("DVLA Access to Driver Data client", () => {
  it("authenticates once, sends the licence number with the key and token, and maps the answer to our record", async () => {
    const server = await addServer((_req, res) => json(res, 200, DRIVER));
    const dvla = client(server.url);
    const record = await dvla.check({ licenceNumber: "MORGA753116SM9IJ", shareCode: "ABCD1234" });
    expect(record).toEqual({
      licence_type: "full",
      licence_status: "valid",
      categories: [
        { code: "B", type: "full" },
        { code: "A", type: "provisional" },
      ],
      endorsements: [
        { code: "SP30", points: 3, offence_date: "2025-06-01" },
        { code: "CU80", points: 3, offence_date: "2024-02-14" },
      ],
      photocard_expires_on: "2031-05-01",
      disqualified_until: null,
    });
    await dvla.check({ licenceNumber: "MORGA753116SM9IJ", shareCode: "ABCD1234" });
    expect(server.issued()).toBe(1);
    const [first] = enquiries(server.requests);
    expect(first!.method).toBe("POST");
    expect(first!.headers["x-api-key"]).toBe("add-key");
    expect(first!.headers.authorization).toMatch(/^e30\./);
    expect(JSON.parse(first!.body)).toEqual({
      drivingLicenceNumber: "MORGA753116SM9IJ",
      includeCPC: false,
      includeTacho: false,
      acceptPartialResponse: "false",
    });
    expect(server.requests.map((r) => r.body).join()).not.toContain("ABCD1234");
  });

  it("reads a disqualification and a provisional licence", async () => {
    const answer = {
      ...DRIVER,
      licence: { type: "Provisional", status: "Disqualified" },
      endorsements: [
        {
          offenceCode: "DR10",
          offenceDate: "2026-01-05",
          penaltyPoints: 0,
          disqualifiedUntil: "2027-07-05",
        },
      ],
    };
    const server = await addServer((_req, res) => json(res, 200, answer));
    expect(
      await client(server.url).check({ licenceNumber: "MORGA753116SM9IJ", shareCode: "X" }),
    ).toMatchObject({
      licence_type: "provisional",
      licence_status: "disqualified",
      disqualified_until: "2027-07-05",
    });
  });

  it("authenticates again when the token is refused with 401 or about to expire", async () => {
    let refused = false;
    const server = await addServer((req, res) => {
      if (!refused) {
        refused = true;
        return json(res, 401, { errors: [{ status: "401", title: "Token expired" }] });
      }
      json(res, 200, DRIVER);
    });
    const dvla = client(server.url);
    await dvla.check({ licenceNumber: "MORGA753116SM9IJ", shareCode: "X" });
    expect(server.issued()).toBe(2);

    const shortLived = await addServer((_req, res) => json(res, 200, DRIVER), {
      tokenLifetime: 30,
    });
    const again = client(shortLived.url);
    await again.check({ licenceNumber: "MORGA753116SM9IJ", shareCode: "X" });
    await again.check({ licenceNumber: "MORGA753116SM9IJ", shareCode: "X" });
    expect(shortLived.issued()).toBe(2);
  });

  it("is share_code_invalid (422) when DVLA holds no record, and unavailable (502) for bad credentials, 500 and a time-out", async () => {
    const notFound = await addServer((_req, res) =>
      json(res, 404, { errors: [{ status: "404", title: "Not Found" }] }),
    );
    await expect(
      client(notFound.url).check({ licenceNumber: "MORGA753116SM9IJ", shareCode: "X" }),
    ).rejects.toMatchObject({ code: "share_code_invalid", status: 422 });

    await expect(
      client(notFound.url, { password: "wrong" }).check({
        licenceNumber: "MORGA753116SM9IJ",
        shareCode: "X",
      }),
    ).rejects.toMatchObject({ code: "licence_service_unavailable", status: 502 });

    const broken = await addServer((_req, res) => json(res, 500, { errors: [{ status: "500" }] }));
    await expect(
      client(broken.url).check({ licenceNumber: "MORGA753116SM9IJ", shareCode: "X" }),
    ).rejects.toMatchObject({ code: "licence_service_unavailable" });
    expect(enquiries(broken.requests)).toHaveLength(1);

    const slow = await addServer(() => undefined);
    await expect(
      client(slow.url, { timeoutMs: 200 }).check({
        licenceNumber: "MORGA753116SM9IJ",
        shareCode: "X",
      }),
    ).rejects.toMatchObject({ code: "licence_service_unavailable" });
  });

  it("waits out a short Retry-After on 429 once, and gives up on a long one", async () => {
    let calls = 0;
    const busyOnce = await addServer((_req, res) => {
      calls += 1;
      if (calls === 1)
        return json(res, 429, { message: "Too Many Requests" }, { "retry-after": "0" });
      json(res, 200, DRIVER);
    });
    expect(
      await client(busyOnce.url).check({ licenceNumber: "MORGA753116SM9IJ", shareCode: "X" }),
    ).toMatchObject({ licence_status: "valid" });
    expect(enquiries(busyOnce.requests)).toHaveLength(2);

    const busy = await addServer((_req, res) =>
      json(res, 429, { message: "Too Many Requests" }, { "retry-after": "120" }),
    );
    await expect(
      client(busy.url).check({ licenceNumber: "MORGA753116SM9IJ", shareCode: "X" }),
    ).rejects.toMatchObject({ code: "licence_service_unavailable", status: 502 });
    expect(enquiries(busy.requests)).toHaveLength(1);
  });
});

import { describe, expect, it } from "vitest";
import { noInsurance, sandboxInsurance } from "~/server/integrations/insurance/sandbox";
import { sandboxRegistry, TEST_VEHICLES } from "~/server/integrations/registry/sandbox";

const now = new Date("2026-11-22T10:00:00Z");
const registry = sandboxRegistry(() => now);

describe("sandbox registry", () => {
  it("answers DVLA's test registrations with the vehicle each stands for", async () => {
    expect(await registry.lookup("AA19AAA")).toMatchObject({
      make: "FORD",
      model: "FIESTA",
      body_type: "car",
      year_of_manufacture: 2019,
      month_of_first_registration: "2019-03",
    });
    expect(await registry.lookup("AA19EEE")).toMatchObject({
      fuel_type: "ELECTRICITY",
      engine_capacity_cc: null,
      co2_emissions_g_km: 0,
    });
    expect(await registry.lookup("AA19PPP")).toMatchObject({
      body_type: "hgv",
      fuel_type: "DIESEL",
    });
    expect(await registry.lookup("AA19DSL")).toMatchObject({
      body_type: "van",
      fuel_type: "DIESEL",
    });
    expect(await registry.lookup("AA19SRN")).toMatchObject({
      tax_status: "SORN",
      tax_due_date: null,
    });
    const expired = await registry.lookup("AA19MOT");
    expect(expired.mot_status).toBe("Not valid");
    expect(expired.mot_valid_until! < "2026-11-22").toBe(true);
    expect(expired.mot_tests[0]?.result).toBe("failed");
    for (const vrm of Object.keys(TEST_VEHICLES))
      await expect(registry.lookup(vrm)).resolves.toMatchObject({ vrm });
  });

  it("fails DVLA's error registrations as DVLA's test environment does", async () => {
    await expect(registry.lookup("ER19NFD")).rejects.toMatchObject({
      code: "vrm_not_found",
      status: 422,
    });
    await expect(registry.lookup("ER19BAD")).rejects.toMatchObject({
      code: "invalid_request",
      status: 400,
    });
    for (const vrm of ["ER19THR", "ER19ERR", "ER19MNT"])
      await expect(registry.lookup(vrm)).rejects.toMatchObject({
        code: "registry_unavailable",
        status: 502,
      });
  });

  it("gives any other VRM a plausible vehicle, the same every time", async () => {
    const a = await registry.lookup("KX21ZTB");
    const later = await sandboxRegistry(() => new Date(now.getTime() + 3_600_000)).lookup(
      "KX21ZTB",
    );
    expect({ ...later, registry_checked_at: null }).toEqual({ ...a, registry_checked_at: null });
    expect(a.year_of_manufacture).toBe(2021);
    expect(
      a.month_of_first_registration! >= "2021-03" && a.month_of_first_registration! <= "2021-08",
    ).toBe(true);
    expect(a.make).toBeTruthy();
    expect(a.model).toBeTruthy();
    const september = (await registry.lookup("KX71ZTB")).month_of_first_registration!;
    expect(september >= "2021-09" && september <= "2022-02").toBe(true);
  });

  it("writes MOT histories with passes, fails, advisories and rising mileage", async () => {
    const vrms = [
      "AB12CDE",
      "L2WPS",
      "YK14HGV",
      "BD10XYZ",
      "SN09ABC",
      "FX11PLU",
      "M4VAN",
      "GL60AXT",
    ];
    const histories = await Promise.all(vrms.map((v) => registry.lookup(v)));
    const tests = histories.flatMap((h) => h.mot_tests);
    expect(tests.some((t) => t.result === "failed")).toBe(true);
    expect(tests.some((t) => t.defects.some((d) => d.type === "ADVISORY"))).toBe(true);
    for (const history of histories) {
      expect(history.mot_tests.length).toBeGreaterThan(0);
      const oldestFirst = [...history.mot_tests].reverse();
      for (let i = 1; i < oldestFirst.length; i++) {
        expect(oldestFirst[i]!.completed_at > oldestFirst[i - 1]!.completed_at).toBe(true);
        expect(oldestFirst[i]!.odometer_value!).toBeGreaterThan(
          oldestFirst[i - 1]!.odometer_value!,
        );
      }
      const lastPass = history.mot_tests.find((t) => t.result === "passed");
      if (history.mot_status === "Valid")
        expect(history.mot_valid_until).toBe(lastPass?.expiry_date);
    }
  });

  it("gives an older vehicle a full history: a test a year from its third, fails retested within days, more advisories with age", async () => {
    const vrms = Array.from(
      { length: 40 },
      (_, i) =>
        `KM${String(8 + (i % 7)).padStart(2, "0")}R${"ABCDEFGHJKLMNOPRSTUVWXYZ"[i % 24]}${"ABCDEFGHJKLMNOPRSTUVWXYZ"[Math.floor(i / 24)]}`,
    );
    const fleet = (await Promise.all(vrms.map((v) => registry.lookup(v)))).filter(
      (v) => v.body_type !== "hgv",
    );
    const young: number[] = [];
    const old: number[] = [];
    const texts = new Set<string>();
    const types = new Set<string>();
    for (const vehicle of fleet) {
      const oldestFirst = [...vehicle.mot_tests].reverse();
      const firstYear = Number(vehicle.month_of_first_registration!.slice(0, 4));
      expect(oldestFirst[0]!.completed_at.slice(0, 4) >= String(firstYear + 2)).toBe(true);
      expect(oldestFirst.length).toBeGreaterThanOrEqual(10);
      expect(oldestFirst.length).toBeLessThanOrEqual(24);
      oldestFirst.forEach((test, i) => {
        const next = oldestFirst[i + 1];
        if (test.result === "failed" && next)
          expect(Date.parse(next.completed_at) - Date.parse(test.completed_at)).toBeLessThan(
            10 * 86_400_000,
          );
        const advisories = test.defects.filter((d) => d.type === "ADVISORY").length;
        (i < oldestFirst.length / 2 ? young : old).push(advisories);
        for (const defect of test.defects) {
          texts.add(defect.text);
          types.add(defect.type);
        }
      });
    }
    const mean = (list: number[]) => list.reduce((sum, n) => sum + n, 0) / list.length;
    expect(mean(old)).toBeGreaterThan(mean(young) * 1.3);
    expect([...types].sort()).toEqual(["ADVISORY", "DANGEROUS", "MAJOR", "MINOR"]);
    expect(
      fleet.filter((v) => v.mot_tests.some((t) => t.result === "failed")).length,
    ).toBeGreaterThan(fleet.length * 0.8);
    expect(texts.size).toBeGreaterThanOrEqual(30);
  });

  it("gives a vehicle under three years old no tests and its first MOT due date", async () => {
    const young = await registry.lookup("AB25CDE");
    expect(young).toMatchObject({ mot_tests: [], mot_status: "No details held by DVLA" });
    const registered = young.month_of_first_registration!;
    expect(young.mot_valid_until! > `${Number(registered.slice(0, 4)) + 2}-12-31`).toBe(true);
  });

  it("spreads MOT dates over the year, with some lapsed, as a real fleet has", async () => {
    const fleet = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        registry.lookup(
          `AB${String(10 + (i % 14)).padStart(2, "0")}X${String(i).padStart(2, "0")}`.slice(0, 8),
        ),
      ),
    );
    const months = new Set(fleet.map((v) => v.mot_valid_until?.slice(5, 7)));
    expect(months.size).toBeGreaterThanOrEqual(6);
    expect(fleet.some((v) => v.mot_status === "Not valid")).toBe(true);
  });
});

describe("sandbox insurance", () => {
  it("is deterministic per VRM, mixes insured and uninsured, and 'none' answers unknown", async () => {
    const insurance = sandboxInsurance(() => now);
    expect(await insurance.check("AA19AAA")).toEqual({
      status: "insured",
      checked_at: now.toISOString(),
    });
    expect((await insurance.check("AA19SRN")).status).toBe("not_insured");
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => insurance.check(`AB${10 + (i % 60)}XYZ`)),
    );
    expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(["insured", "not_insured"]));
    expect(await insurance.check("KX21ZTB")).toEqual(await insurance.check("KX21ZTB"));
    expect(await noInsurance.check("AA19AAA")).toEqual({ status: "unknown", checked_at: null });
  });
});

// The API Access settings procedures: Owners only, never through an API key; the
// new key is returned once and the old one stops working at once.
import { describe, expect, it } from "vitest";
import { toAppError } from "~/server/api/trpc";
import { addUser, apiKeyCaller, createCompany, staff } from "../factories";
import { call, problemOf } from "./http";

describe("API access settings", () => {
  it("lets the Owner switch access on, make a key, and see only its display form afterwards", async () => {
    const { companyId, ownerId } = await createCompany();
    const owner = staff(companyId, ownerId, "OWNER");
    expect(await owner.settings.apiAccess.get()).toMatchObject({
      enabled: false,
      key_display: null,
      ip_allow_list: [],
      rate_limit_per_minute: 60,
    });

    await owner.settings.apiAccess.setEnabled({ enabled: true });
    const { api_key, settings } = await owner.settings.apiAccess.regenerateKey();
    expect(api_key).toMatch(/^kbs_[0-9A-Za-z]{40}$/);
    expect(settings.key_display).toBe(`kbs_${api_key.slice(4, 8)}…${api_key.slice(-4)}`);
    expect(JSON.stringify(await owner.settings.apiAccess.get())).not.toContain(api_key);
    expect((await call("GET", "/credits", { key: api_key })).status).toBe(200);

    const second = await owner.settings.apiAccess.regenerateKey();
    await problemOf(await call("GET", "/credits", { key: api_key }), 401);
    expect((await call("GET", "/credits", { key: second.api_key })).status).toBe(200);
  });

  it("saves the allow-list and explains an invalid entry", async () => {
    const { companyId, ownerId } = await createCompany();
    const owner = staff(companyId, ownerId, "OWNER");
    const saved = await owner.settings.apiAccess.updateIpAllowList({
      ip_allow_list: ["203.0.113.0/24"],
    });
    expect(saved.ip_allow_list).toEqual(["203.0.113.0/24"]);
    await expect(
      owner.settings.apiAccess.updateIpAllowList({ ip_allow_list: ["203.0.113.0/33"] }),
    ).rejects.toThrow(/203\.0\.113\.0\/33/);
    expect((await owner.settings.apiAccess.get()).ip_allow_list).toEqual(["203.0.113.0/24"]);
  });

  it("stores entries in one normal form without duplicates, names every bad entry, and caps the list at 100", async () => {
    const { companyId, ownerId } = await createCompany();
    const owner = staff(companyId, ownerId, "OWNER");
    const saved = await owner.settings.apiAccess.updateIpAllowList({
      ip_allow_list: [" 203.0.113.7/24 ", "203.0.113.0/24", "", "2001:DB8:0:0::1", "198.51.100.7"],
    });
    expect(saved.ip_allow_list).toEqual(["203.0.113.0/24", "2001:db8::1", "198.51.100.7"]);

    const bad = toAppError(
      await owner.settings.apiAccess
        .updateIpAllowList({ ip_allow_list: ["198.51.100.7", "10.1", "example.com"] })
        .catch((e: unknown) => e),
    );
    expect(bad).toMatchObject({ code: "invalid_request", status: 400 });
    expect(bad.message).toContain('"10.1", "example.com"');
    expect(bad.errors?.map((e) => e.pointer)).toEqual(["/ip_allow_list/1", "/ip_allow_list/2"]);

    const many = Array.from({ length: 101 }, (_, i) => `10.0.${Math.floor(i / 256)}.${i % 256}`);
    const tooMany = toAppError(
      await owner.settings.apiAccess
        .updateIpAllowList({ ip_allow_list: many })
        .catch((e: unknown) => e),
    );
    expect(tooMany).toMatchObject({
      code: "invalid_request",
      message:
        "The allow-list can hold up to 100 entries. Use CIDR ranges to cover more addresses.",
    });
    expect(
      (await owner.settings.apiAccess.updateIpAllowList({ ip_allow_list: many.slice(0, 100) }))
        .ip_allow_list,
    ).toHaveLength(100);
  });

  it("refuses other roles and API keys", async () => {
    const { companyId } = await createCompany();
    for (const role of ["MANAGER", "INSPECTOR", "BILLING"] as const) {
      const user = await addUser(companyId, role);
      await expect(staff(companyId, user.id, role).settings.apiAccess.get()).rejects.toMatchObject({
        code: "FORBIDDEN",
      });
      await expect(
        staff(companyId, user.id, role).settings.apiAccess.regenerateKey(),
      ).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
    await expect(
      apiKeyCaller(companyId).settings.apiAccess.setEnabled({ enabled: false }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(
      apiKeyCaller(companyId).settings.apiAccess.updateIpAllowList({ ip_allow_list: [] }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});

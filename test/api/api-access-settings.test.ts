// The API Access settings procedures: Owners only, never through an API key; the
// new key is returned once and the old one stops working at once.
import { describe, expect, it } from "vitest";
import { addUser, apiKeyCaller, createCompany, staff } from "../factories";
import { call, problemOf } from "./http";

describe("API access settings", () => {
  it("lets the Owner switch access on, make a key, and see only its display form afterwards", async () => {
    const { companyId, ownerId } = await createCompany();
    const owner = staff(companyId, ownerId, "OWNER");
    expect(await owner.apiAccess.get()).toMatchObject({ enabled: false, key_display: null, ip_allow_list: [], rate_limit_per_minute: 60 });

    await owner.apiAccess.setEnabled({ enabled: true });
    const { api_key, settings } = await owner.apiAccess.regenerateKey();
    expect(api_key).toMatch(/^kbs_[0-9A-Za-z]{40}$/);
    expect(settings.key_display).toBe(`kbs_${api_key.slice(4, 8)}…${api_key.slice(-4)}`);
    expect(JSON.stringify(await owner.apiAccess.get())).not.toContain(api_key);
    expect((await call("GET", "/credits", { key: api_key })).status).toBe(200);

    const second = await owner.apiAccess.regenerateKey();
    await problemOf(await call("GET", "/credits", { key: api_key }), 401);
    expect((await call("GET", "/credits", { key: second.api_key })).status).toBe(200);
  });

  it("saves the allow-list and explains an invalid entry", async () => {
    const { companyId, ownerId } = await createCompany();
    const owner = staff(companyId, ownerId, "OWNER");
    const saved = await owner.apiAccess.updateIpAllowList({ ip_allow_list: ["203.0.113.0/24"] });
    expect(saved.ip_allow_list).toEqual(["203.0.113.0/24"]);
    await expect(owner.apiAccess.updateIpAllowList({ ip_allow_list: ["203.0.113.0/33"] })).rejects.toThrow(/203\.0\.113\.0\/33/);
    expect((await owner.apiAccess.get()).ip_allow_list).toEqual(["203.0.113.0/24"]);
  });

  it("refuses other roles and API keys", async () => {
    const { companyId } = await createCompany();
    for (const role of ["MANAGER", "INSPECTOR", "BILLING"] as const) {
      const user = await addUser(companyId, role);
      await expect(staff(companyId, user.id, role).apiAccess.get()).rejects.toMatchObject({ code: "FORBIDDEN" });
      await expect(staff(companyId, user.id, role).apiAccess.regenerateKey()).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
    await expect(apiKeyCaller(companyId).apiAccess.setEnabled({ enabled: false })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(apiKeyCaller(companyId).apiAccess.updateIpAllowList({ ip_allow_list: [] })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});

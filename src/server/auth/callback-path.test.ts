import { describe, expect, it } from "vitest";
import { safeCallbackPath } from "./callback-path";

const ORIGIN = "https://app.kerbside.example";

describe("safeCallbackPath", () => {
  it("keeps a path of this site, with its query and hash", () => {
    expect(safeCallbackPath("/reports?status=draft#top", ORIGIN)).toBe("/reports?status=draft#top");
    expect(safeCallbackPath(`${ORIGIN}/vehicles/veh_1`, ORIGIN)).toBe("/vehicles/veh_1");
  });

  it("sends anything that leaves the site to the dashboard", () => {
    for (const raw of [
      "//other.example/x",
      "/\\other.example/x",
      "\\\\other.example/x",
      "/%2F/other.example",
      "https://other.example/x",
      "http://app.kerbside.example/x",
      "javascript:alert(1)",
      "data:text/html,hi",
      `${ORIGIN}//other.example/x`,
      "http://[::1",
      "",
    ]) {
      const path = safeCallbackPath(raw, ORIGIN);
      expect(path === "/dashboard" || new URL(path, ORIGIN).origin === ORIGIN, raw).toBe(true);
      expect(path.startsWith("//"), raw).toBe(false);
    }
    expect(safeCallbackPath("//other.example/x", ORIGIN)).toBe("/dashboard");
    expect(safeCallbackPath("/\\other.example/x", ORIGIN)).toBe("/dashboard");
    expect(safeCallbackPath(undefined, ORIGIN)).toBe("/dashboard");
  });
});

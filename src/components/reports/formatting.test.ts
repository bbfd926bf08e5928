import { describe, expect, it } from "vitest";
import { relativeTime } from "~/components/ui/relative-time";
import { tyreRows } from "./tyre-readings";
import { isVrm, normaliseVrm } from "~/server/models/common";
import { vrmAsTyped } from "./vrm-field";

describe("VRMs as typed and as shown", () => {
  it("normalises what is typed and spaces it like a plate", () => {
    expect(normaliseVrm(" ab12 cde ")).toBe("AB12CDE");
    expect(normaliseVrm("ab-12")).toBe("AB-12");
    expect(vrmAsTyped(" ab12 cde ")).toBe("AB12CDE");
    expect(vrmAsTyped("ab-12.cde9999")).toBe("AB12CDE9");
    expect(isVrm("A")).toBe(false);
    expect(isVrm("AA19AAA")).toBe(true);
  });
});

describe("tyre rows", () => {
  it("offers one row per wheel of the body type and keeps saved readings, extra positions last", () => {
    const rows = tyreRows("motorbike", [
      { position: "rear", tread_depth_mm: 3, pressure_psi: 36 },
      { position: "sidecar", tread_depth_mm: 4, pressure_psi: null },
    ]);
    expect(rows.map((r) => r.position)).toEqual(["front", "rear", "sidecar"]);
    expect(rows[1]).toEqual({ position: "rear", tread_depth_mm: 3, pressure_psi: 36 });
    expect(tyreRows("unknown", []).map((r) => r.position)).toEqual([
      "front_left",
      "front_right",
      "rear_left",
      "rear_right",
    ]);
  });
});

describe("relative times", () => {
  it("says how long ago in words", () => {
    const now = Date.parse("2026-11-22T12:00:00Z");
    expect(relativeTime(new Date("2026-11-22T11:59:40Z"), now)).toBe("just now");
    expect(relativeTime(new Date("2026-11-22T09:00:00Z"), now)).toBe("3 hours ago");
    expect(relativeTime(new Date("2026-11-21T12:00:00Z"), now)).toBe("yesterday");
  });
});

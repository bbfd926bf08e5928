import { describe, expect, it } from "vitest";
import { formatPence, formatUkDateTime, spacedVrm } from "./uk-format";

describe("the hirer's formats", () => {
  it("writes a summer date in BST and a winter date in GMT", () => {
    expect(formatUkDateTime(new Date("2026-07-06T13:30:00Z"))).toBe("Mon 6 Jul 2026, 14:30");
    expect(formatUkDateTime(new Date("2026-12-01T09:05:00Z"))).toBe("Tue 1 Dec 2026, 09:05");
    expect(formatUkDateTime(new Date("2026-09-14T23:30:00Z"))).toBe("Tue 15 Sep 2026, 00:30");
  });

  it("writes money in pounds with two decimals and VRMs with one space", () => {
    expect(formatPence(123450)).toBe("£1,234.50");
    expect(formatPence(0)).toBe("£0.00");
    expect(spacedVrm("AB12CDE")).toBe("AB12 CDE");
    expect(spacedVrm("L2WPS")).toBe("L2 WPS");
  });
});

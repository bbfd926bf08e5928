import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatPence, formatUkDateTime, formatVrm } from "./uk-format";

describe("the one way dates, money and VRMs are written", () => {
  it("writes a summer date in BST and a winter date in GMT", () => {
    expect(formatUkDateTime(new Date("2026-07-06T13:30:00Z"))).toBe("Mon 6 Jul 2026, 14:30");
    expect(formatUkDateTime("2026-12-01T09:05:00Z")).toBe("Tue 1 Dec 2026, 09:05");
    expect(formatUkDateTime(new Date("2026-09-14T23:30:00Z"))).toBe("Tue 15 Sep 2026, 00:30");
    expect(formatCalendarDate("2027-03-14")).toBe("14 Mar 2027");
    expect(formatCalendarDate(new Date("2027-03-14T00:00:00Z"))).toBe("14 Mar 2027");
  });

  it("writes money in pounds with two decimals", () => {
    expect(formatPence(123450)).toBe("£1,234.50");
    expect(formatPence(0)).toBe("£0.00");
    expect(formatPence(4750)).toBe("£47.50");
  });

  it("spaces a VRM only where the plate's space is certain, and shows the rest as stored", () => {
    expect(formatVrm("AB12CDE")).toBe("AB12 CDE");
    expect(formatVrm("ab12 cde")).toBe("AB12 CDE");
    expect(formatVrm("L2WPS")).toBe("L2 WPS");
    expect(formatVrm("A123BCD")).toBe("A123 BCD");
    expect(formatVrm("ABC123D")).toBe("ABC123D");
    expect(formatVrm("1ABC")).toBe("1ABC");
  });
});

import { describe, expect, it } from "vitest";
import type { ActivityEntry } from "~/server/models/activity";
import { verbOf } from "./activity-text";
import { describeChanges } from "./describe-change";

type Change = ActivityEntry["changes"][number];

/** Each change of one row as the screen shows it: `Label before → after`, `Label after`. */
function said(type: ActivityEntry["object"]["type"], action: string, changes: Change[]): string[] {
  return describeChanges({
    action,
    object: { type, id: "x", name: null, parent_id: null },
    changes,
  }).map(({ label, before, after }) =>
    before ? `${label} ${before.text} → ${after.text}` : `${label} ${after.text}`,
  );
}

const change = (field: string, before: unknown, after: unknown) =>
  ({ field, before, after }) as Change;

describe("the activity log in a person's words", () => {
  it("says money in pounds, never pence", () => {
    expect(
      said("agreement", "agreement.updated", [
        change("daily_rate_pence", 4500, 4750),
        change("total_pence", 13500, 14250),
        change("deposit_pence", 0, 20000),
      ]),
    ).toEqual(["Daily rate £45.00 → £47.50", "Total £135.00 → £142.50", "Deposit £0.00 → £200.00"]);
    expect(said("purchase", "purchase.started", [change("amount_pence", null, 4750)])).toEqual([
      "Amount £47.50",
    ]);
  });

  it("says times in UK time and dates as dates", () => {
    expect(
      said("agreement", "agreement.updated", [
        change("starts_at", "2026-07-06T08:00:00.000Z", "2026-12-01T09:30:00.000Z"),
      ]),
    ).toEqual(["Starts Mon 6 Jul 2026, 09:00 → Tue 1 Dec 2026, 09:30"]);
    expect(
      said("vehicle", "vehicle.refreshed", [change("mot_valid_until", "2026-02-28", "2027-02-28")]),
    ).toEqual(["MOT valid until 28 Feb 2026 → 28 Feb 2027"]);
  });

  it("names roles and statuses by their labels", () => {
    expect(said("user", "user.role_changed", [change("role", "INSPECTOR", "MANAGER")])).toEqual([
      "Role Inspector → Manager",
    ]);
    expect(said("agreement", "agreement.handed_over", [change("status", "signed", "out")])).toEqual(
      ["Status Signed → Out on hire"],
    );
    expect(
      said("report", "report.signed_off", [change("status", "completed", "signed_off")]),
    ).toEqual(["Status Completed → Signed off"]);
    expect(said("ticket", "ticket.updated", [change("status", "open", "closed")])).toEqual([
      "Status Open → Closed",
    ]);
    expect(said("purchase", "purchase.paid", [change("status", "pending", "paid")])).toEqual([
      "Status Awaiting payment → Paid",
    ]);
    expect(
      said("licence_check", "licence_check.created", [change("outcome", null, "points")]),
    ).toEqual(["Result Penalty points"]);
  });

  it("says Yes or No, and 'not set' or 'none' for nothing", () => {
    expect(said("company", "company.updated", [change("require_two_step", false, true)])).toEqual([
      "Two-step sign-in required No → Yes",
    ]);
    expect(said("vehicle", "vehicle.updated", [change("nickname", null, "Blue van")])).toEqual([
      "Nickname Blue van",
    ]);
    const [nickname] = describeChanges({
      action: "vehicle.updated",
      object: { type: "vehicle", id: "x", name: null, parent_id: null },
      changes: [change("nickname", "Blue van", null)],
    });
    expect(nickname?.after).toEqual({ text: "not set", empty: true });
    expect(
      said("webhook_endpoint", "webhook_endpoint.updated", [
        change("events", ["vehicle.created"], []),
      ]),
    ).toEqual(["Events A vehicle joins the fleet → none"]);
    // Nothing can mean something: no mileage allowance is unlimited.
    expect(
      said("agreement", "agreement.updated", [change("mileage_allowance_per_day", null, 150)]),
    ).toEqual(["Mileage allowance Unlimited → 150 miles a day"]);
  });

  it("summarises lists and objects instead of printing them", () => {
    expect(
      said("report", "report.updated", [
        change(
          "tyre_readings",
          [],
          [{ position: "front_left", tread_depth_mm: 6, pressure_psi: null }],
        ),
      ]),
    ).toEqual(["Tyres none → Front left tyre: 6 mm"]);
    expect(
      said("webhook_endpoint", "webhook_endpoint.updated", [
        change("events", ["*"], ["vehicle.created", "report.completed", "agreement.closed"]),
      ]),
    ).toEqual(["Events All events → 3 events"]);
    expect(
      said("inspection", "inspection.updated", [
        change("damage", null, {
          zone: "rear_bumper",
          type: "scratch",
          severity: "minor",
          x: 0.5,
          y: 0.9,
        }),
      ]),
    ).toEqual(["Damage Scratch, minor, Rear bumper"]);
    expect(
      said("agreement", "agreement.updated", [
        change("vehicle_id", "veh_1", "veh_2"),
        change(
          "vehicle",
          { id: "veh_1", vrm: "AA19AAA", make: "FORD", model: "FIESTA" },
          { id: "veh_2", vrm: "AA19DSL", make: "FORD", model: "TRANSIT CUSTOM" },
        ),
        change(
          "terms",
          { id: "trm_1", version: 1, name: "Standard terms" },
          { id: "trm_1", version: 2, name: "Standard terms" },
        ),
      ]),
    ).toEqual([
      "Vehicle AA19 AAA, FORD FIESTA → AA19 DSL, FORD TRANSIT CUSTOM",
      "Terms Standard terms (version 1) → Standard terms (version 2)",
    ]);
    expect(
      said("vehicle", "vehicle.refreshed", [change("mot_tests", [{}, {}], [{}, {}, {}])]),
    ).toEqual(["MOT history 2 tests → 3 tests"]);
  });

  it("shows a new object's values alone, skipping the empty ones, and a removed one's as they were", () => {
    expect(
      said("invitation", "invitation.created", [
        change("email", null, "sam@example.com"),
        change("role", null, "INSPECTOR"),
      ]),
    ).toEqual(["Email sam@example.com", "Role Inspector"]);
    expect(
      said("inspection", "inspection.created", [
        change("report_id", null, "rep_1"),
        change("area", null, "Front bumper"),
        change("verdict", null, null),
        change("media_count", null, 0),
      ]),
    ).toEqual(["Area Front bumper", "Photos 0 photos"]);
    expect(said("user", "user.removed", [change("role", "BILLING", null)])).toEqual([
      "Role Billing",
    ]);
  });

  it("names a secret without its value", () => {
    expect(
      said("agreement", "agreement.sent", [
        change("status", "draft", "sent"),
        { field: "signing_link", changed: true },
      ]),
    ).toEqual(["Status Draft → Sent for signing", "Signing link changed"]);
    expect(said("customer", "customer.created", [{ field: "name", changed: true }])).toEqual([
      "Name set",
    ]);
    expect(
      said("agreement", "agreement.signed", [
        change("status", "sent", "signed"),
        { field: "signed_by_name", changed: true },
        { field: "signature", changed: true },
      ]),
    ).toEqual(["Status Sent for signing → Signed", "Signer's name added", "Signature added"]);
  });

  it("reads a field it has no words for by its name and value (the hire gate's override)", () => {
    expect(
      said("agreement", "agreement.handed_over", [
        change("handover_override_reason", null, "MOT booked for tomorrow, customer agreed"),
        change("overridden_warnings", null, ["mot_expired", "licence_points"]),
        change("buffer_pence", 100, 250),
        change("collected_at", null, "2026-07-06T13:30:00Z"),
        change("insurance_class", "group_a", "group_b"),
      ]),
    ).toEqual([
      "Reason for handing over anyway MOT booked for tomorrow, customer agreed",
      "Warnings overridden MOT expired, Penalty points on the licence",
      "Buffer £1.00 → £2.50",
      "Collected Mon 6 Jul 2026, 14:30",
      "Insurance class Group a → Group b",
    ]);
    // As the handover records it: the warnings already in words.
    expect(
      said("agreement", "agreement.handed_over", [
        change("status", "signed", "out"),
        change("overridden_warnings", null, ["MOT expired", "Not taxed"]),
      ]),
    ).toEqual(["Status Signed → Out on hire", "Warnings overridden MOT expired, Not taxed"]);
    // Ids stay as they are: they are references, not codes to put in words.
    expect(
      said("agreement", "agreement.handed_over", [
        change("outbound_report_id", null, "rep_01jd8x3m5kf3v9w2q7r4t6y8z0"),
        change("linked_ticket_id", null, "tkt_01jd8x3m5kf3v9w2q7r4t6y8z0"),
      ]),
    ).toEqual([
      "Outbound report rep_01jd8x3m5kf3v9w2q7r4t6y8z0",
      "Linked ticket tkt_01jd8x3m5kf3v9w2q7r4t6y8z0",
    ]);
  });

  it("says test mode's and webhook recovery's rows as sentences", () => {
    expect(verbOf("api_access.test_key_regenerated")).toBe("Made a new test key for");
    expect(
      said("api_access", "api_access.test_key_regenerated", [
        { field: "test_api_key", changed: true },
      ]),
    ).toEqual(["Test API key changed"]);
    expect(verbOf("api_access.test_data_deleted")).toBe("Deleted the test data of");
    expect(said("api_access", "api_access.test_data_deleted", [])).toEqual([]);
    expect(verbOf("webhook_endpoint.recovery_started")).toBe(
      "Started recovering failed deliveries to",
    );
    expect(
      said("webhook_endpoint", "webhook_endpoint.recovery_started", [
        change("since", null, "2026-11-20T09:00:00.000Z"),
        change("events", null, 12),
      ]),
    ).toEqual(["Since Fri 20 Nov 2026, 09:00", "Events 12 events to send again"]);
    // An endpoint's own events are still its kinds.
    expect(
      said("webhook_endpoint", "webhook_endpoint.created", [
        change("events", null, ["report.completed"]),
      ]),
    ).toEqual(["Events A report is completed"]);
  });
});

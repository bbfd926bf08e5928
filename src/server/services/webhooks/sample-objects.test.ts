import { describe, expect, it } from "vitest";
import { ID_PREFIXES, type IdKind } from "../../ids";
import { isVrm } from "../../models/common";
import { CreateCustomerInput } from "../../models/customer";
import { EVENT_TYPES, type EventType } from "../../models/event";
import { EVENT_OBJECTS, sampleObject } from "./sample-objects";

const ID_KINDS: Record<EventType, IdKind> = {
  "report.completed": "report",
  "inspection.verdict_flagged": "inspection",
  "agreement.signed": "agreement",
  "agreement.closed": "agreement",
  "licence.checked": "licenceCheck",
  "vehicle.created": "vehicle",
  "customer.created": "customer",
  "credits.purchased": "creditPurchase",
  "damage_charge.sent": "damageCharge",
  "damage_charge.accepted": "damageCharge",
  "damage_charge.disputed": "damageCharge",
  "damage_charge.collected": "damageCharge",
};

describe("the sample data.object of each event kind (Send test event, the webhooks docs)", () => {
  it.each(EVENT_TYPES)("%s is exactly its model's shape, no field more or less", (type) => {
    const sample = sampleObject(type);
    const parsed = EVENT_OBJECTS[type].safeParse(sample);
    expect(parsed.error?.issues).toBeUndefined();
    // Parsing drops the fields a model does not have: what is left must be the whole sample.
    expect(parsed.data).toEqual(sample);
  });

  it.each(EVENT_TYPES)("%s has a fresh id of its kind's prefix", (type) => {
    const prefix = ID_PREFIXES[ID_KINDS[type]];
    const [first, second] = [sampleObject(type).id, sampleObject(type).id];
    expect(first).toMatch(new RegExp(`^${prefix}_[0-9a-z]{26}$`));
    expect(second).not.toBe(first);
  });

  it("names a hirer and a vehicle the app would accept as they are", () => {
    const hirer = sampleObject("customer.created");
    const fields = {
      name: hirer.name,
      email: hirer.email,
      phone: hirer.phone,
      date_of_birth: hirer.date_of_birth,
      licence_number: hirer.licence_number,
      address: hirer.address,
      notes: hirer.notes,
    };
    expect(CreateCustomerInput.parse(fields)).toEqual(fields);
    expect(isVrm(sampleObject("vehicle.created").vrm)).toBe(true);
  });

  it("ties the objects of one hire together", () => {
    const closed = sampleObject("agreement.closed");
    expect(closed.status).toBe("closed");
    expect(closed.inbound_report_id).toMatch(/^rep_/);
    expect(closed.warnings.map((w) => w.code)).toEqual(["licence_points"]);
    const signed = sampleObject("agreement.signed");
    expect([signed.status, signed.handed_over_at, signed.closed_at]).toEqual([
      "signed",
      null,
      null,
    ]);
    const report = sampleObject("report.completed");
    const flagged = sampleObject("inspection.verdict_flagged");
    expect([report.type, report.verdict, flagged.verdict]).toEqual([
      "inbound",
      "concerns",
      "advisory",
    ]);
  });
});

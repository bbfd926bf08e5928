// A sample `data.object` of every event kind, with fresh ids of the right prefixes: the body
// of "Send test event" and the examples on the Webhooks documentation page. Each sample is
// typed as its model's output, so a field the model gains, loses or narrows is a type error here.
import { randomBytes } from "node:crypto";
import type { z } from "zod";
import { env } from "~/env";
import { newId } from "../../ids";
import { Agreement } from "../../models/agreement";
import { Customer } from "../../models/customer";
import { DamageCharge } from "../../models/damage-charge";
import type { EventType } from "../../models/event";
import { Inspection } from "../../models/inspection";
import { LicenceCheck } from "../../models/licence-check";
import { CreditPurchase } from "../../models/purchase";
import { Report } from "../../models/report";
import { Vehicle } from "../../models/vehicle";
import { hireWarnings } from "../agreements/hire-warnings";

/** The model of each kind's `data.object`: what the service that writes the event serialises. */
export const EVENT_OBJECTS = {
  "report.completed": Report,
  "inspection.verdict_flagged": Inspection,
  "agreement.signed": Agreement,
  "agreement.closed": Agreement,
  "licence.checked": LicenceCheck,
  "vehicle.created": Vehicle,
  "customer.created": Customer,
  "credits.purchased": CreditPurchase,
  "damage_charge.sent": DamageCharge,
  "damage_charge.accepted": DamageCharge,
  "damage_charge.disputed": DamageCharge,
  "damage_charge.collected": DamageCharge,
} as const satisfies Record<EventType, z.ZodType>;

export type EventObject<T extends EventType> = z.output<(typeof EVENT_OBJECTS)[T]>;

/** One hire, told once: a Fiesta joins the fleet, a hirer signs for three days and brings it back with a scuff. */
type Hire = {
  vehicle: Vehicle;
  customer: Customer;
  licenceCheck: LicenceCheck;
  agreementId: string;
  outboundReportId: string;
  inboundReportId: string;
};

const LICENCE_NUMBER = "HIRER954010A99AB";
const PENALTY_POINTS = 3;
const STARTS_AT = "2026-11-23T09:00:00.000Z";

function vehicleSample(): Vehicle {
  return {
    id: newId("vehicle"),
    vrm: "AA19AAA",
    make: "FORD",
    model: "FIESTA",
    colour: "BLUE",
    fuel_type: "PETROL",
    body_type: "car",
    year_of_manufacture: 2019,
    month_of_first_registration: "2019-03",
    engine_capacity_cc: 999,
    co2_emissions_g_km: 107,
    tax_status: "Taxed",
    tax_due_date: "2027-03-01",
    mot_status: "Valid",
    mot_valid_until: "2027-03-14",
    mot_tests: [
      {
        completed_at: "2026-03-10T11:24:00.000Z",
        result: "passed",
        expiry_date: "2027-03-14",
        odometer_value: 38210,
        odometer_unit: "mi",
        defects: [
          {
            type: "ADVISORY",
            text: "Nearside Front Tyre worn close to legal limit/worn on edge (5.2.3 (e))",
            dangerous: false,
          },
        ],
      },
      {
        completed_at: "2025-03-07T14:02:00.000Z",
        result: "passed",
        expiry_date: "2026-03-14",
        odometer_value: 31874,
        odometer_unit: "mi",
        defects: [],
      },
    ],
    insurance: { status: "insured", checked_at: "2026-11-02T09:30:00.000Z" },
    registry_checked_at: "2026-11-02T09:30:00.000Z",
    fleet_number: null,
    nickname: null,
    notes: null,
    status: "active",
    archived: false,
    created_at: "2026-11-02T09:30:00.000Z",
    updated_at: "2026-11-02T09:30:00.000Z",
  };
}

function customerSample(): Customer {
  return {
    id: newId("customer"),
    name: "Amelia Hirer",
    email: "amelia@example.com",
    phone: "+447700900123",
    date_of_birth: "1990-04-01",
    licence_number: LICENCE_NUMBER,
    address: {
      line1: "14 Park Row",
      line2: null,
      city: "Leeds",
      postcode: "LS1 5HD",
      country: "GB",
    },
    notes: null,
    licence_check: null,
    erased_at: null,
    created_at: "2026-11-20T15:58:00.000Z",
    updated_at: "2026-11-20T15:58:00.000Z",
  };
}

function licenceCheckSample(customer: Customer): LicenceCheck {
  return {
    id: newId("licenceCheck"),
    customer_id: customer.id,
    licence_number: LICENCE_NUMBER,
    outcome: "points",
    flagged: true,
    licence_type: "full",
    licence_status: "valid",
    categories: [
      { code: "AM", type: "full" },
      { code: "B", type: "full" },
      { code: "F", type: "full" },
      { code: "K", type: "full" },
    ],
    endorsements: [{ code: "SP30", points: PENALTY_POINTS, offence_date: "2025-06-14" }],
    penalty_points: PENALTY_POINTS,
    photocard_expires_on: "2031-05-01",
    disqualified_until: null,
    checked_at: "2026-11-20T16:01:00.000Z",
    checked_by: newId("user"),
    created_at: "2026-11-20T16:01:00.000Z",
  };
}

function reportSample(hire: Hire): Report {
  const { vehicle } = hire;
  return {
    id: hire.inboundReportId,
    status: "completed",
    credits_charged: 1,
    type: "inbound",
    vehicle: {
      id: vehicle.id,
      vrm: vehicle.vrm,
      make: vehicle.make,
      model: vehicle.model,
      mot_valid_until: vehicle.mot_valid_until,
      body_type: vehicle.body_type,
      fuel_type: vehicle.fuel_type,
    },
    customer_id: hire.customer.id,
    agreement_id: hire.agreementId,
    odometer: 42480,
    odometer_unit: "mi",
    fuel_level: 50,
    charge_level: null,
    tyre_readings: [
      { position: "front_left", tread_depth_mm: 5.1, pressure_psi: 33 },
      { position: "front_right", tread_depth_mm: 5.0, pressure_psi: 33 },
      { position: "rear_left", tread_depth_mm: 6.2, pressure_psi: 30 },
      { position: "rear_right", tread_depth_mm: 6.3, pressure_psi: 30 },
    ],
    notes: "Returned on time; a small scuff on the nearside corner of the front bumper.",
    verdict: "concerns",
    completed_at: "2026-11-26T08:46:00.000Z",
    signed_off_at: null,
    signed_by_name: null,
    customer_signed_name: null,
    pdf_url: null,
    pdf_sha256: null,
    template: { id: newId("inspectionTemplate"), version: 1, name: "Car inspection" },
    accessories: [],
    performed_by: "staff",
    hirer_link_expires_at: null,
    hirer_sent_at: null,
    created_at: "2026-11-26T08:31:00.000Z",
    updated_at: "2026-11-26T08:46:00.000Z",
  };
}

function inspectionSample(hire: Hire): Inspection {
  return {
    id: newId("inspection"),
    report_id: hire.inboundReportId,
    area: "Front bumper",
    position: 1,
    verdict: "advisory",
    notes: "Scuff on the nearside corner, about 3 cm across",
    damage: {
      zone: "front_bumper",
      type: "scuff",
      severity: "minor",
      x: 0.3,
      y: 0.04,
      size_mm: 30,
    },
    media_count: 2,
    guidance: null,
    photo_required: false,
    created_at: "2026-11-26T08:31:00.000Z",
    updated_at: "2026-11-26T08:38:00.000Z",
  };
}

function agreementSample(hire: Hire, closed: boolean): Agreement {
  const { vehicle, customer } = hire;
  return {
    id: hire.agreementId,
    status: closed ? "closed" : "signed",
    reference: "BK-1042",
    customer_id: customer.id,
    customer: { id: customer.id, name: customer.name, email: customer.email },
    vehicle_id: vehicle.id,
    vehicle: { id: vehicle.id, vrm: vehicle.vrm, make: vehicle.make, model: vehicle.model },
    terms: { id: newId("terms"), version: 2, name: "Standard hire terms" },
    starts_at: STARTS_AT,
    ends_at: "2026-11-26T09:00:00.000Z",
    rental_days: 3,
    daily_rate_pence: 4500,
    total_pence: 13500,
    deposit_pence: 25000,
    excess_pence: 100000,
    mileage_allowance_per_day: 150,
    notes: null,
    sent_at: "2026-11-20T16:05:00.000Z",
    signing_expires_at: "2026-11-27T16:05:00.000Z",
    viewed_at: "2026-11-20T16:41:00.000Z",
    signed_at: "2026-11-20T16:44:00.000Z",
    signature: {
      signed_by_name: customer.name,
      ip_address: "203.0.113.7",
      user_agent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    },
    document_sha256: "3b1f5e8c9a0d4f6b2e7c1a9d8f0b3e5c7a2d4f6e8b0c1a3d5f7e9b2c4a6d8f0e",
    handed_over_at: closed ? "2026-11-23T09:12:00.000Z" : null,
    start_odometer: closed ? 42150 : null,
    outbound_report_id: closed ? hire.outboundReportId : null,
    handover_override_reason: null,
    closed_at: closed ? "2026-11-26T08:52:00.000Z" : null,
    end_odometer: closed ? 42480 : null,
    return_notes: closed ? "Small scuff on the front bumper, noted on the check-in." : null,
    inbound_report_id: closed ? hire.inboundReportId : null,
    cancelled_at: null,
    created_at: "2026-11-20T16:03:00.000Z",
    updated_at: closed ? "2026-11-26T08:52:00.000Z" : "2026-11-20T16:44:00.000Z",
    warnings: hireWarnings({
      startsAt: new Date(STARTS_AT),
      vehicle: {
        vrm: vehicle.vrm,
        motValidUntil: vehicle.mot_valid_until ? new Date(vehicle.mot_valid_until) : null,
        taxStatus: vehicle.tax_status,
        insuranceStatus: vehicle.insurance.status,
      },
      latestCheck: { outcome: hire.licenceCheck.outcome, penaltyPoints: PENALTY_POINTS },
    }),
  };
}

function purchaseSample(): CreditPurchase {
  return {
    id: newId("creditPurchase"),
    status: "paid",
    bundle_id: "bdl_50",
    credits: 50,
    amount_pence: 4750,
    currency: "gbp",
    checkout_url: new URL(
      `/checkout/${randomBytes(32).toString("base64url")}`,
      env.APP_URL,
    ).toString(),
    paid_at: "2026-11-23T10:15:00.000Z",
    transaction_id: newId("creditTransaction"),
    created_at: "2026-11-23T10:14:00.000Z",
    updated_at: "2026-11-23T10:15:00.000Z",
  };
}

/** The check-in's new dent, charged at the rate card's moderate dent; a 20 mm scratch is fair wear and tear. */
function damageChargeSample(
  hire: Hire,
  status: "sent" | "accepted" | "disputed" | "collected",
): DamageCharge {
  const answered = status !== "sent";
  const decision = status === "disputed" ? "disputed" : "accepted";
  return {
    id: newId("damageCharge"),
    status,
    agreement_id: hire.agreementId,
    report_id: hire.inboundReportId,
    baseline_report_id: hire.outboundReportId,
    customer: { id: hire.customer.id, name: hire.customer.name, email: hire.customer.email },
    lines: [
      {
        id: newId("damageChargeLine"),
        inspection_id: newId("inspection"),
        area: "Nearside front door",
        zone: "nearside_front_door",
        type: "dent",
        severity: "moderate",
        size_mm: 60,
        change: "new",
        wear_and_tear: false,
        included: true,
        amount_pence: 15000,
        description: null,
      },
      {
        id: newId("damageChargeLine"),
        inspection_id: newId("inspection"),
        area: "Offside rear door",
        zone: "offside_rear_door",
        type: "scratch",
        severity: "minor",
        size_mm: 20,
        change: "new",
        wear_and_tear: true,
        included: false,
        amount_pence: 0,
        description: null,
      },
    ],
    total_pence: 15000,
    sent_at: "2026-11-26T10:00:00.000Z",
    respond_by: "2026-12-06T10:00:00.000Z",
    viewed_at: "2026-11-26T18:12:00.000Z",
    response: answered
      ? {
          decision,
          comment: decision === "disputed" ? "The dent was there when I collected the van." : null,
          responded_at: "2026-11-27T09:30:00.000Z",
        }
      : null,
    collected_pence: status === "collected" ? 15000 : null,
    collection_method: status === "collected" ? "deposit" : null,
    collected_at: status === "collected" ? "2026-11-28T11:00:00.000Z" : null,
    waived_at: null,
    created_at: "2026-11-26T09:40:00.000Z",
    updated_at: "2026-11-28T11:00:00.000Z",
  };
}

const SAMPLES: { [T in EventType]: (hire: Hire) => EventObject<T> } = {
  "report.completed": reportSample,
  "inspection.verdict_flagged": inspectionSample,
  "agreement.signed": (hire) => agreementSample(hire, false),
  "agreement.closed": (hire) => agreementSample(hire, true),
  "licence.checked": (hire) => hire.licenceCheck,
  "vehicle.created": (hire) => hire.vehicle,
  "customer.created": (hire) => hire.customer,
  "credits.purchased": purchaseSample,
  "damage_charge.sent": (hire) => damageChargeSample(hire, "sent"),
  "damage_charge.accepted": (hire) => damageChargeSample(hire, "accepted"),
  "damage_charge.disputed": (hire) => damageChargeSample(hire, "disputed"),
  "damage_charge.collected": (hire) => damageChargeSample(hire, "collected"),
};

export function sampleObject<T extends EventType>(type: T): EventObject<T> {
  const customer = customerSample();
  return SAMPLES[type]({
    vehicle: vehicleSample(),
    customer,
    licenceCheck: licenceCheckSample(customer),
    agreementId: newId("agreement"),
    outboundReportId: newId("report"),
    inboundReportId: newId("report"),
  });
}

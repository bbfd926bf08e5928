// A sample `data.object` of every event kind, with fresh ids of the right prefixes: the body
// of "Send test event" and the examples on the Webhooks documentation page.
import { typeid } from "typeid-js";
import { newId } from "../../ids";
import type { EventType } from "../../models/event";

const at = "2026-11-23T10:15:00.000Z";
// Licence checks are built by the agreements capability; its prefix is fixed by the API contract.

export function sampleObject(type: EventType): Record<string, unknown> {
  const vehicle = { id: newId("vehicle"), vrm: "AB12CDE", make: "FORD", model: "FIESTA" };
  const customer = { id: newId("customer"), name: "Amelia Hirer", email: "amelia@example.com" };
  switch (type) {
    case "report.completed":
      return {
        id: newId("report"),
        status: "completed",
        credits_charged: 1,
        type: "outbound",
        vehicle,
        customer_id: customer.id,
        agreement_id: null,
        odometer: 42150,
        odometer_unit: "mi",
        fuel_level: "three_quarters",
        charge_level: null,
        tyre_readings: [],
        notes: null,
        verdict: "advisory",
        completed_at: at,
        signed_off_at: null,
        signed_by_name: null,
        customer_signed_name: null,
        pdf_url: null,
        created_at: at,
        updated_at: at,
      };
    case "inspection.verdict_flagged":
      return {
        id: newId("inspection"),
        report_id: newId("report"),
        area: "Front bumper",
        position: 1,
        verdict: "advisory",
        notes: "Scuff on the nearside corner",
        damage: null,
        media_count: 1,
        created_at: at,
        updated_at: at,
      };
    case "agreement.signed":
    case "agreement.closed": {
      const closed = type === "agreement.closed";
      return {
        id: newId("agreement"),
        status: closed ? "closed" : "signed",
        reference: "BK-1042",
        customer_id: customer.id,
        customer,
        vehicle_id: vehicle.id,
        vehicle,
        terms: { id: newId("terms"), version: 2, name: "Standard hire terms" },
        starts_at: "2027-03-01T09:00:00.000Z",
        ends_at: "2027-03-04T09:00:00.000Z",
        rental_days: 3,
        daily_rate_pence: 4500,
        total_pence: 13500,
        deposit_pence: 20000,
        excess_pence: 0,
        mileage_allowance_per_day: null,
        notes: null,
        sent_at: at,
        signing_expires_at: "2026-11-30T10:15:00.000Z",
        viewed_at: at,
        signed_at: at,
        signature: {
          signed_by_name: "Amelia Hirer",
          ip_address: "203.0.113.7",
          user_agent: "Mozilla/5.0",
        },
        document_sha256: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
        handed_over_at: closed ? at : null,
        start_odometer: closed ? 42150 : null,
        outbound_report_id: null,
        handover_override_reason: null,
        closed_at: closed ? at : null,
        end_odometer: closed ? 42480 : null,
        return_notes: null,
        inbound_report_id: null,
        cancelled_at: null,
        created_at: at,
        updated_at: at,
        warnings: [],
      };
    }
    case "licence.checked":
      return {
        id: typeid("lck").toString(),
        customer_id: customer.id,
        licence_number: "MORGA753116SM9IJ",
        outcome: "points",
        flagged: true,
        licence_type: "full",
        licence_status: "valid",
        categories: [{ code: "B", type: "full" }],
        endorsements: [{ code: "SP30", points: 3, offence_date: "2025-06-01" }],
        penalty_points: 3,
        photocard_expires_on: "2031-05-01",
        disqualified_until: null,
        checked_at: at,
        checked_by: "api",
      };
    case "vehicle.created":
      return {
        ...vehicle,
        colour: "BLUE",
        fuel_type: "PETROL",
        body_type: "car",
        year_of_manufacture: 2019,
        month_of_first_registration: "2019-03",
        engine_capacity_cc: 998,
        co2_emissions_g_km: 107,
        tax_status: "Taxed",
        tax_due_date: "2027-03-01",
        mot_status: "Valid",
        mot_valid_until: "2027-03-14",
        mot_tests: [],
        insurance: { status: "insured", checked_at: at },
        registry_checked_at: at,
        fleet_number: null,
        nickname: null,
        notes: null,
        status: "active",
        archived: false,
        created_at: at,
        updated_at: at,
      };
    case "customer.created":
      return {
        ...customer,
        phone: "+447700900123",
        date_of_birth: "1990-04-01",
        licence_number: "MORGA753116SM9IJ",
        address: {
          line1: "1 High Street",
          line2: null,
          city: "Leeds",
          postcode: "LS1 1AA",
          country: "GB",
        },
        notes: null,
        licence_check: null,
        created_at: at,
        updated_at: at,
      };
    case "credits.purchased":
      return {
        id: newId("creditPurchase"),
        status: "paid",
        bundle_id: "bdl_10",
        credits: 10,
        amount_pence: 1000,
        currency: "gbp",
        checkout_url: null,
        paid_at: at,
        transaction_id: newId("creditTransaction"),
        created_at: at,
        updated_at: at,
      };
  }
}

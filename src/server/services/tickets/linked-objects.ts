// What a ticket names (or a new ticket will name), in words for the staff app
// ("AB12CDE · FORD FIESTA"), read with the company's id so nothing of another company
// can show; an unknown id, or a kind the caller's role may not read, is simply left out.
import { db } from "../../db";
import type { TicketRow } from "../../models/ticket";
import { can, type Actor } from "../permissions";

type Links = Pick<TicketRow, "reportId" | "agreementId" | "vehicleId" | "customerId">;

export type LinkedObject = {
  kind: "report" | "agreement" | "vehicle" | "customer";
  id: string;
  label: string;
};

/** `mid_term` -> `Mid-term`. */
const reportType = (type: string) =>
  type.charAt(0).toUpperCase() + type.slice(1).replaceAll("_", "-");
const words = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(" ");

export async function linkedObjects(
  companyId: string,
  actor: Actor,
  named: Links,
): Promise<LinkedObject[]> {
  const ticket: Links = {
    reportId: can(actor, "reports.read") ? named.reportId : null,
    agreementId: can(actor, "agreements.read") ? named.agreementId : null,
    vehicleId: can(actor, "vehicles.read") ? named.vehicleId : null,
    customerId: can(actor, "customers.read") ? named.customerId : null,
  };
  const [report, agreement, vehicle, customer] = await Promise.all([
    ticket.reportId
      ? db.report.findFirst({
          where: { id: ticket.reportId, companyId },
          select: { id: true, type: true, vehicle: { select: { vrm: true } } },
        })
      : null,
    ticket.agreementId
      ? db.agreement.findFirst({
          where: { id: ticket.agreementId, companyId },
          select: { id: true, reference: true, customer: { select: { name: true } } },
        })
      : null,
    ticket.vehicleId
      ? db.vehicle.findFirst({
          where: { id: ticket.vehicleId, companyId },
          select: { id: true, vrm: true, make: true, model: true },
        })
      : null,
    ticket.customerId
      ? db.customer.findFirst({
          where: { id: ticket.customerId, companyId },
          select: { id: true, name: true },
        })
      : null,
  ]);
  const links: LinkedObject[] = [];
  if (report)
    links.push({
      kind: "report",
      id: report.id,
      label: `${reportType(report.type)} report · ${report.vehicle.vrm}`,
    });
  if (agreement)
    links.push({
      kind: "agreement",
      id: agreement.id,
      label: words("Agreement", agreement.reference, "·", agreement.customer.name),
    });
  if (vehicle)
    links.push({
      kind: "vehicle",
      id: vehicle.id,
      label: words(vehicle.vrm, vehicle.make ? "·" : null, vehicle.make, vehicle.model),
    });
  if (customer) links.push({ kind: "customer", id: customer.id, label: customer.name });
  return links;
}

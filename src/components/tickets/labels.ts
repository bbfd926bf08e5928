// Ticket words shown to staff, in one place.
import type { TicketPriority, TicketStatus } from "~/server/models/ticket";

export const STATUS_LABELS: Record<TicketStatus, string> = {
  open: "Open",
  pending: "Pending",
  closed: "Closed",
};
export const PRIORITY_LABELS: Record<TicketPriority, string> = {
  low: "Low",
  normal: "Normal",
  high: "High",
  urgent: "Urgent",
};
export const LINK_LABELS = {
  report: "Report",
  agreement: "Agreement",
  vehicle: "Vehicle",
  customer: "Customer",
} as const;

/** Where a linked object's page is. */
export const linkHref = (kind: keyof typeof LINK_LABELS, id: string) => `/${kind}s/${id}`;

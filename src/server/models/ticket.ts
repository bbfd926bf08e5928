// Support tickets and their comments: the shape on the API and in the UI, defined once.
import { z } from "zod";
import type {
  Ticket as TicketRow,
  TicketComment as TicketCommentRow,
} from "../db/generated/client";
import { idOf, iso, isoOrNull, oneOf, timestamp } from "./common";
import { CreatedRange, ListQuery } from "./list";

export type { TicketCommentRow, TicketRow };

export const TICKET_STATUSES = ["open", "pending", "closed"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_PRIORITIES = ["low", "normal", "high", "urgent"] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/** The objects a ticket can name, by their body field. */
export const TICKET_LINKS = ["report_id", "agreement_id", "vehicle_id", "customer_id"] as const;
export type TicketLink = (typeof TICKET_LINKS)[number];

const EXAMPLE = "01jd8x3m5kf3v9w2q7r4t6y8z0";
export const ticketId = idOf("tkt", EXAMPLE);

export const Ticket = z.object({
  id: ticketId,
  subject: z.string().meta({ example: "Scratch on the rear bumper not on the check-out report" }),
  body: z.string().meta({ example: "The hirer says the scratch was there before the hire." }),
  status: z.enum(TICKET_STATUSES),
  priority: z.enum(TICKET_PRIORITIES),
  agreement_id: idOf("agr", EXAMPLE).nullable(),
  vehicle_id: idOf("veh", EXAMPLE).nullable(),
  report_id: idOf("rep", EXAMPLE).nullable(),
  customer_id: idOf("cus", EXAMPLE).nullable(),
  comments_count: z.number().int(),
  closed_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Ticket = z.infer<typeof Ticket>;

export const TicketCommentAuthor = z.discriminatedUnion("type", [
  z.object({ type: z.literal("api_key") }),
  z.object({ type: z.literal("user"), id: idOf("usr", EXAMPLE), name: z.string() }),
]);
export type TicketCommentAuthor = z.infer<typeof TicketCommentAuthor>;

export const TicketComment = z.object({
  id: idOf("cmt", EXAMPLE),
  ticket_id: ticketId,
  body: z.string().meta({ example: "Photos from the check-in attached to the report." }),
  author: TicketCommentAuthor.meta({
    description:
      "`api_key` for comments through the API; `user` (id and name as they were) from the staff app",
  }),
  created_at: timestamp,
});
export type TicketComment = z.infer<typeof TicketComment>;

const subject = z.string().trim().min(1, "is required").max(200);
const body = z.string().trim().min(1, "is required").max(20_000);
const link = (prefix: string) =>
  z
    .string()
    .max(100)
    .nullable()
    .optional()
    .meta({ description: `A \`${prefix}_\` id of your company, or null` });

/** The writable fields; `subject` and `body` are required on create. */
const TicketFields = z.object({
  subject,
  body,
  priority: z.enum(TICKET_PRIORITIES).optional().meta({ description: "Default `normal`" }),
  agreement_id: link("agr"),
  vehicle_id: link("veh"),
  report_id: link("rep"),
  customer_id: link("cus"),
});

export const CreateTicketInput = TicketFields.strict();
export type CreateTicketInput = z.infer<typeof CreateTicketInput>;

export const UpdateTicketFields = TicketFields.partial()
  .extend({
    status: z.enum(TICKET_STATUSES).optional().meta({
      description: "Any status from any: closing sets `closed_at`, leaving `closed` clears it",
    }),
  })
  .strict();
export type UpdateTicketFields = z.infer<typeof UpdateTicketFields>;

export const CreateTicketCommentFields = z.object({ body }).strict();

export const ListTicketsQuery = ListQuery.extend({
  status: z.enum(TICKET_STATUSES).optional(),
  priority: z.enum(TICKET_PRIORITIES).optional(),
  agreement_id: z.string().max(100).optional(),
  vehicle_id: z.string().max(100).optional(),
  report_id: z.string().max(100).optional(),
  customer_id: z.string().max(100).optional(),
  q: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .meta({ description: "Case-insensitive part of the subject or body" }),
  ...CreatedRange.shape,
}).strict();
export type ListTicketsQuery = z.infer<typeof ListTicketsQuery>;

export function toTicket(row: TicketRow): Ticket {
  return {
    id: row.id,
    subject: row.subject,
    body: row.body,
    status: oneOf(TICKET_STATUSES, row.status, "open"),
    priority: oneOf(TICKET_PRIORITIES, row.priority, "normal"),
    agreement_id: row.agreementId,
    vehicle_id: row.vehicleId,
    report_id: row.reportId,
    customer_id: row.customerId,
    comments_count: row.commentsCount,
    closed_at: isoOrNull(row.closedAt),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

export function toTicketComment(row: TicketCommentRow): TicketComment {
  const author: TicketCommentAuthor =
    row.authorType === "user" && row.authorUserId
      ? { type: "user", id: row.authorUserId, name: row.authorName ?? "" }
      : { type: "api_key" };
  return {
    id: row.id,
    ticket_id: row.ticketId,
    body: row.body,
    author,
    created_at: iso(row.createdAt),
  };
}

// Stored copies of the mail Kerbside sent (or, without SMTP, would have sent).
import { z } from "zod";
import type { SentEmail as SentEmailRow } from "../db/generated/client";
import { idOf, iso, timestamp } from "./common";

export const SentEmailSummary = z.object({
  id: idOf("eml", "01jd8x3m5kf3v9w2q7r4t6y8z0"),
  to: z.string(),
  subject: z.string(),
  transport: z
    .enum(["smtp", "stored"])
    .meta({ description: "smtp: delivered through SMTP_URL; stored: kept here only" }),
  attachment_count: z.number().int(),
  created_at: timestamp,
});
export type SentEmailSummary = z.infer<typeof SentEmailSummary>;

const Attachment = z.object({
  filename: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
});

export const SentEmail = SentEmailSummary.extend({
  text: z.string(),
  attachments: z.array(Attachment),
});
export type SentEmail = z.infer<typeof SentEmail>;

function attachmentsOf(row: SentEmailRow) {
  const parsed = z.array(Attachment).safeParse(row.attachments);
  return parsed.success ? parsed.data : [];
}

export function toSentEmailSummary(row: SentEmailRow): SentEmailSummary {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    transport: row.transport === "smtp" ? "smtp" : "stored",
    attachment_count: attachmentsOf(row).length,
    created_at: iso(row.createdAt),
  };
}

export function toSentEmail(row: SentEmailRow): SentEmail {
  return { ...toSentEmailSummary(row), text: row.text, attachments: attachmentsOf(row) };
}

// Webhook endpoints and their delivery attempts (API contract, sections 8 and 9).
import { z } from "zod";
import { env } from "~/env";
import type {
  WebhookDelivery as DeliveryRow,
  WebhookEndpoint as EndpointRow,
} from "../db/generated/client";
import { urlProblem } from "../net/url-guard";
import { idOf, iso, isoOrNull, oneOf, timestamp } from "./common";
import { EVENT_TYPES } from "./event";
import { ListQuery } from "./list";

export type { DeliveryRow, EndpointRow };

export const DISABLED_REASONS = ["gone", "failing"] as const;
export const DELIVERY_STATUSES = ["succeeded", "failed"] as const;
export const ATTEMPT_ERRORS = ["timeout", "connection_failed", "address_refused"] as const;

export const WebhookEndpoint = z
  .object({
    id: idOf("we", "01jd8x3m5k9v7q2w4e6r8t0y1u"),
    url: z.string().meta({ example: "https://example.com/kerbside-webhooks" }),
    events: z.array(z.string()).meta({
      description: 'Event kinds sent to this endpoint, or `["*"]` for every kind',
      example: ["customer.created"],
    }),
    description: z.string().nullable(),
    enabled: z.boolean(),
    disabled_reason: z.enum(DISABLED_REASONS).nullable().meta({
      description: "`gone` (the receiver answered 410), `failing` (5 days of failures), or null",
    }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: "WebhookEndpoint" });
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

export const webhookSecret = z.string().meta({
  description: "`whsec_` and the base64 of 32 random bytes: signs every delivery",
  example: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
});
export const WebhookEndpointWithSecret = WebhookEndpoint.extend({ secret: webhookSecret }).meta({
  id: "WebhookEndpointWithSecret",
});

export function toWebhookEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    description: row.description,
    enabled: row.enabled,
    disabled_reason: oneOf(DISABLED_REASONS, row.disabledReason, null),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

const url = z
  .string()
  .max(2048, "must be at most 2,048 characters")
  .superRefine((value, ctx) => {
    const problem = urlProblem(value, env.WEBHOOK_ALLOW_PRIVATE_URLS);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .meta({
    description:
      "Absolute `https` URL (plain `http` and private addresses only where the operator allows them), at most 2,048 characters",
    example: "https://example.com/kerbside-webhooks",
  });

const events = z
  .array(
    z.union([z.enum(EVENT_TYPES), z.literal("*")], {
      error: `must be one of ${EVENT_TYPES.join(", ")}, or "*"`,
    }),
  )
  .min(1, "must name at least one event kind")
  .superRefine((kinds, ctx) => {
    if (kinds.includes("*") && kinds.length > 1)
      ctx.addIssue({
        code: "custom",
        message: 'must be exactly ["*"] or a list of kinds, not both',
      });
    kinds.forEach((kind, index) => {
      if (kinds.indexOf(kind) !== index)
        ctx.addIssue({ code: "custom", path: [index], message: "is listed twice" });
    });
  })
  .meta({
    description: 'Distinct event kinds, in the order given, or exactly `["*"]` for every kind',
    example: ["customer.created", "report.completed"],
  });

const description = z.string().max(500, "must be at most 500 characters").nullable();

export const CreateWebhookEndpointInput = z
  .object({ url, events, description: description.optional(), enabled: z.boolean().default(true) })
  .strict();
export type CreateWebhookEndpointInput = z.infer<typeof CreateWebhookEndpointInput>;

export const UpdateWebhookEndpointFields = z
  .object({
    url: url.optional(),
    events: events.optional(),
    description: description.optional(),
    enabled: z.boolean().optional(),
  })
  .strict();
export type UpdateWebhookEndpointFields = z.infer<typeof UpdateWebhookEndpointFields>;

export const RotateSecretFields = z
  .object({
    old_secret_valid_for_seconds: z
      .number()
      .int()
      .min(0)
      .max(86400)
      .default(86400)
      .meta({ description: "How long the replaced secret goes on signing, 0 to 86,400 seconds" }),
  })
  .strict();

export const TestEventFields = z
  .object({
    type: z.enum(EVENT_TYPES).optional().meta({
      description:
        'Event kind to send; default the endpoint\'s first kind (`report.completed` for `["*"]`)',
    }),
  })
  .strict();

export const ResendEventFields = z
  .object({
    event_id: z.string().max(100).meta({ description: "The event to send again (`evt_...`)" }),
  })
  .strict();

export const WebhookDelivery = z
  .object({
    id: idOf("wda", "01jd8x3m5k9v7q2w4e6r8t0y1u"),
    endpoint_id: z.string(),
    event_id: z.string(),
    event_type: z.enum(EVENT_TYPES),
    attempt: z.number().int().min(1),
    status: z.enum(DELIVERY_STATUSES),
    response_status: z.number().int().nullable(),
    response_excerpt: z
      .string()
      .nullable()
      .meta({ description: "The first 1,000 characters of the answer's body" }),
    error: z.enum(ATTEMPT_ERRORS).nullable(),
    duration_ms: z.number().int(),
    test: z.boolean(),
    next_attempt_at: timestamp.nullable().meta({
      description:
        "When the next automatic attempt was scheduled after this one; null after a success, the last attempt, a 410, a test or a resend",
    }),
    created_at: timestamp,
  })
  .meta({ id: "WebhookDelivery" });
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export function toWebhookDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpoint_id: row.endpointId,
    event_id: row.eventId,
    event_type: oneOf(EVENT_TYPES, row.eventType, "report.completed"),
    attempt: row.attempt,
    status: oneOf(DELIVERY_STATUSES, row.status, "failed"),
    response_status: row.responseStatus,
    response_excerpt: row.responseExcerpt,
    error: oneOf(ATTEMPT_ERRORS, row.error, null),
    duration_ms: row.durationMs,
    test: row.test,
    next_attempt_at: isoOrNull(row.nextAttemptAt),
    created_at: iso(row.createdAt),
  };
}

export const ListDeliveriesQuery = ListQuery.extend({
  event_id: z.string().max(100).optional().meta({ description: "Only attempts of this event" }),
  status: z.enum(DELIVERY_STATUSES).optional(),
});
export type ListDeliveriesQuery = z.infer<typeof ListDeliveriesQuery>;

import type { Metadata } from "next";
import { PublicHeader } from "~/components/docs/public-header";
import { WebhookGuide } from "~/components/docs/webhook-guide";
import { env } from "~/env";
import { EVENT_TYPES } from "~/server/models/event";
import { sampleObject } from "~/server/services/webhooks/sample-objects";

export const metadata: Metadata = { title: "Webhooks" };

export default function WebhookDocsPage() {
  const samples = EVENT_TYPES.map((type) => ({
    id: "evt_01jd8x3m5k9v7q2w4e6r8t0y1u",
    type,
    created_at: "2026-11-23T10:15:00.000Z",
    data: { object: sampleObject(type) },
  }));
  return (
    <>
      <PublicHeader />
      <WebhookGuide samples={samples} schedule={env.WEBHOOK_RETRY_SCHEDULE_SECONDS} />
    </>
  );
}

import type { Metadata } from "next";
import { PublicHeader } from "~/components/docs/public-header";
import { WebhookGuide } from "~/components/docs/webhook-guide";
import { env } from "~/env";
import { eventCatalogue } from "~/server/services/webhooks/event-catalogue";

export const metadata: Metadata = { title: "Webhooks" };

export default function WebhookDocsPage() {
  return (
    <>
      <PublicHeader />
      <WebhookGuide catalogue={eventCatalogue()} schedule={env.WEBHOOK_RETRY_SCHEDULE_SECONDS} />
    </>
  );
}

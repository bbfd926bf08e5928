// Reads the e2e mailbox (e2e/email-sink.ts): the mail the app really sent over SMTP.
import { expect } from "@playwright/test";
import { SINK_HTTP_URL } from "../playwright.config";
import type { SinkMessage } from "./email-sink";

/** The newest mail to `to` whose subject matches, waiting for the background job to send it. */
export async function emailTo(to: string, subject: RegExp): Promise<SinkMessage> {
  let found: SinkMessage | undefined;
  await expect(async () => {
    const messages = (await (await fetch(`${SINK_HTTP_URL}/messages`)).json()) as SinkMessage[];
    found = messages
      .filter((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject))
      .at(-1);
    expect(found, `a mail to ${to} about ${subject}`).toBeDefined();
  }).toPass({ timeout: 15_000 });
  return found!;
}

/** The path of the first link in the newest matching mail that points at `pathPrefix` on our origin. */
export async function linkInEmail(
  to: string,
  subject: RegExp,
  pathPrefix: string,
): Promise<string> {
  const { text } = await emailTo(to, subject);
  const url = text
    .match(/https?:\/\/\S+/g)
    ?.map((u) => new URL(u))
    .find((u) => u.pathname.startsWith(pathPrefix));
  expect(url, `a ${pathPrefix} link in the mail to ${to}`).toBeDefined();
  return url!.pathname + url!.search;
}

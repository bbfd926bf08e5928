// How an integrator checks a delivery's signature in Node (the standardwebhooks library,
// or a plain HMAC of the raw body).
const SNIPPET = `// npm install standardwebhooks
import { Webhook } from "standardwebhooks";

const wh = new Webhook(process.env.KERBSIDE_WEBHOOK_SECRET); // "whsec_..."

// In your handler: use the raw request body, exactly as received.
const event = wh.verify(rawBody, {
  "webhook-id": req.headers["webhook-id"],
  "webhook-timestamp": req.headers["webhook-timestamp"],
  "webhook-signature": req.headers["webhook-signature"],
}); // throws when the signature or timestamp is wrong

// Or without a library: X-Webhook-Signature is sha256=<hex HMAC of the raw body>,
// keyed with the whole secret string.
import { createHmac, timingSafeEqual } from "node:crypto";
const expected = "sha256=" + createHmac("sha256", secret).update(rawBody).digest("hex");
const ok = req.headers["x-webhook-signature"].split(", ")
  .some((s) => s.length === expected.length && timingSafeEqual(Buffer.from(s), Buffer.from(expected)));`;

export function VerifySnippet() {
  return (
    <section
      aria-labelledby="verify-heading"
      className="rounded-[var(--radius-card)] bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="verify-heading" className="text-base font-semibold">
        Verify a signature
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Every delivery is a POST of JSON signed with the endpoint&apos;s secret (Standard Webhooks).
        Answer 2xx within 10 seconds; anything else is retried for about a day and a half. Payloads
        for every event are on the{" "}
        <a className="font-medium text-brand-600 underline" href="/docs/webhooks">
          Webhooks documentation
        </a>
        .
      </p>
      <pre
        tabIndex={0}
        aria-label="Signature verification example in Node"
        className="mt-4 overflow-x-auto rounded-lg bg-slate-900 p-4 font-mono text-xs leading-relaxed text-slate-100"
      >
        {SNIPPET}
      </pre>
    </section>
  );
}

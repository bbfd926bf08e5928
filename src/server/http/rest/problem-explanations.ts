// What each error code means for an integrator: when it happens and what to do.
// Shown on /problems/<code>, the page every problem's `type` points at. Typed
// against the error table, so a new code cannot ship without its explanation.
import type { ErrorCode } from "../../errors";

export type ProblemExplanation = { when: string; fix: string };

export const PROBLEM_EXPLANATIONS = {
  invalid_request: {
    when: "The request could not be understood: the body is not valid JSON, a field has the wrong type, a required field is missing, a field is not one the operation knows, or a query or path parameter is not valid (for example `limit=abc`).",
    fix: "Read `errors[]`: each entry names the body field (`pointer`, a JSON Pointer like `/vrm`) or the query or path `parameter` and says what is wrong. Correct those and send the request again.",
  },
  unauthenticated: {
    when: "No API key was sent, the key is not one we know, or it was regenerated (the old key stops working at once). The response carries `WWW-Authenticate: Bearer`.",
    fix: "Send the key as `Authorization: Bearer <key>` or `X-API-Key: <key>`. If it was regenerated, use the new key from Settings › API Access; an Owner can regenerate it there (the new key is shown once).",
  },
  insufficient_credits: {
    when: "The operation costs credits (an inspection report costs 1) and the company's balance is too low. Nothing was created or charged.",
    fix: "Check the balance with `GET /credits`, buy a credit bundle, then retry.",
  },
  forbidden: {
    when: "The caller is known but may not do this: a staff role without the permission, or an operation only a signed-in staff member may do (API keys can never change API access or the team).",
    fix: "Ask an Owner of the company to do it, or to change your role.",
  },
  api_access_disabled: {
    when: "The key is valid but the company has switched API access off.",
    fix: "An Owner can switch it on under Settings › API Access.",
  },
  ip_not_allowed: {
    when: "The company keeps an IP allow-list and the request came from an address that is not on it. `detail` names the address we saw.",
    fix: "Call from an allowed address, or ask an Owner to add yours (a single address or a CIDR range) under Settings › API Access. Behind a proxy, the operator must list the proxy in `TRUSTED_PROXIES` for the forwarded address to count.",
  },
  not_found: {
    when: "The path is not an operation of the API, or the id does not exist, has the wrong prefix, or belongs to another company (these all look the same, on purpose).",
    fix: "Check the path against the API reference and the id you sent (ids carry a type prefix such as `rep_` or `veh_`).",
  },
  method_not_allowed: {
    when: "The path exists but not with this HTTP method. The `Allow` header lists the methods it takes.",
    fix: "Use one of the methods in `Allow`.",
  },
  invalid_state: {
    when: "The object is not in a status that allows this action: for example asking for a report's PDF before it is signed off, or changing a report that is no longer a draft.",
    fix: "Fetch the object, look at its `status`, and take the step it needs first.",
  },
  conflict: {
    when: "The request would create a duplicate: for example a vehicle already in the fleet. `detail` names the existing object's id.",
    fix: "Use the existing object, or change the field that must be unique.",
  },
  hire_blocked: {
    when: "A handover while the vehicle or the hirer may not go on hire: the agreement has a blocking warning (`mot_expired`, `untaxed`, `not_insured` or `licence_invalid`) and the request gave no `override_reason`. `detail` names the codes. Nothing was changed.",
    fix: "Read the agreement's `warnings` and put it right (a new MOT, tax, insurance, or another driver), or hand over anyway with an `override_reason` (1-500 characters) saying why; the agreement keeps it as `handover_override_reason` and the activity log records who overrode what.",
  },
  idempotency_in_progress: {
    when: "A request with the same `Idempotency-Key` is still being processed.",
    fix: "Wait a moment (see `Retry-After`) and retry with the same key and body: you will get the first request's response.",
  },
  payload_too_large: {
    when: "The request body or upload is over its limit (an upload: 20 MB; a JSON body: 1 MB).",
    fix: "Send a smaller file or body.",
  },
  unsupported_media_type: {
    when: "The body is not in a format the operation takes: JSON operations need `Content-Type: application/json`; uploads need `multipart/form-data` with a JPEG, PNG or WebP image (checked from the bytes, not the file name).",
    fix: "Set the right `Content-Type` and send a supported format.",
  },
  idempotency_key_reused: {
    when: "The `Idempotency-Key` was already used in the last 24 hours for a different request (another body or path).",
    fix: "Use a new key for each distinct request; reuse a key only to retry the very same request.",
  },
  vrm_not_found: {
    when: "The vehicle registry has no vehicle with that registration.",
    fix: "Check the registration (spaces and case do not matter).",
  },
  country_not_supported: {
    when: "Kerbside serves companies registered in the United Kingdom only.",
    fix: "Nothing can be done through the API; contact us if you think this is wrong.",
  },
  rate_limited: {
    when: "The key has used its requests for the current minute (60 unless your limit was raised). The request did nothing.",
    fix: "Wait the number of seconds in `Retry-After`, then retry. Watch `RateLimit-Remaining` to pace your calls; ask us if you need a higher limit.",
  },
  registry_unavailable: {
    when: "The vehicle registry (DVLA/DVSA) did not answer in time or answered with an error. Nothing was created or charged.",
    fix: "Retry after a short wait, ideally with the same `Idempotency-Key`.",
  },
  image_too_large: {
    when: "An image has more pixels than the operation takes: a signature at most 2000x1000 pixels, a photo at most 50 megapixels. It is checked from the image's header, before it is decoded. `errors[].pointer` names the field (`/signature_png`, `/file`).",
    fix: "Scale the image down and send it again.",
  },
  template_not_applicable: {
    when: "The inspection template named by `template_id` does not cover the vehicle's body type or the report's type. `errors[].pointer` is `/template_id`. Nothing was created or charged.",
    fix: "Name a template that covers both (GET /inspection-templates?body_type=van&report_type=outbound), or leave `template_id` out for the default.",
  },
  share_code_invalid: {
    when: "The driving licence service refused the driver's share code: it is wrong, has expired (codes last 21 days) or was already used. Nothing was stored.",
    fix: 'Ask the driver to make a new code at GOV.UK ("View or share your driving licence information") and send the check again with it.',
  },
  licence_service_unavailable: {
    when: "The driving licence service (DVLA) did not answer in time or answered with an error. Nothing was stored.",
    fix: "Retry after a short wait; the driver's share code stays valid until it expires.",
  },
  payment_provider_unavailable: {
    when: "The payment provider (Stripe) did not answer in time or refused to open a checkout. No purchase was created and nothing was charged.",
    fix: "Retry after a short wait, ideally with the same `Idempotency-Key`.",
  },
  gone: {
    when: "The file was removed under the company's data retention policy (a signed PDF or photo older than the policy's `document_years`). The object it belonged to stays, with its `pdf_sha256` or `document_sha256`.",
    fix: "Nothing brings the file back. Whoever kept a copy can check it against the stored SHA-256.",
  },
  internal_error: {
    when: "Something went wrong on our side. It has been logged with the `request_id`.",
    fix: "Retry later. If it keeps happening, contact support and quote the `request_id`.",
  },
  service_unavailable: {
    when: "The database or the job queue cannot be reached, so the service cannot answer now. Nothing was changed.",
    fix: "Retry after the number of seconds in `Retry-After`.",
  },
} as const satisfies Record<ErrorCode, ProblemExplanation>;

// One error vocabulary for every surface: services throw AppError, and tRPC, the
// REST problem+json writer and the UI all read the same table.
export const ERROR_CODES = {
  invalid_request: { status: 400, title: "Invalid request" },
  unauthenticated: { status: 401, title: "Authentication required" },
  insufficient_credits: { status: 402, title: "Insufficient credits" },
  forbidden: { status: 403, title: "Not allowed" },
  api_access_disabled: { status: 403, title: "API access disabled" },
  ip_not_allowed: { status: 403, title: "IP address not allowed" },
  not_found: { status: 404, title: "Not found" },
  method_not_allowed: { status: 405, title: "Method not allowed" },
  invalid_state: { status: 409, title: "Invalid state" },
  conflict: { status: 409, title: "Conflict" },
  hire_blocked: { status: 409, title: "Hire blocked" },
  idempotency_in_progress: { status: 409, title: "Request in progress" },
  gone: { status: 410, title: "Gone" },
  payload_too_large: { status: 413, title: "Payload too large" },
  unsupported_media_type: { status: 415, title: "Unsupported media type" },
  idempotency_key_reused: { status: 422, title: "Idempotency key reused" },
  vrm_not_found: { status: 422, title: "Vehicle not found" },
  country_not_supported: { status: 422, title: "Country not supported" },
  share_code_invalid: { status: 422, title: "Share code refused" },
  image_too_large: { status: 422, title: "Image too large" },
  template_not_applicable: { status: 422, title: "Template not applicable" },
  rate_limited: { status: 429, title: "Too many requests" },
  registry_unavailable: { status: 502, title: "Vehicle registry unavailable" },
  licence_service_unavailable: { status: 502, title: "Licence service unavailable" },
  payment_provider_unavailable: { status: 502, title: "Payment provider unavailable" },
  internal_error: { status: 500, title: "Internal error" },
  service_unavailable: { status: 503, title: "Service unavailable" },
} as const satisfies Record<string, { status: number; title: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export type FieldError = { pointer?: string; parameter?: string; detail: string };

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    detail: string,
    options?: { errors?: FieldError[]; headers?: Record<string, string>; cause?: unknown },
  ) {
    super(detail, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.errors = options?.errors;
    this.headers = options?.headers;
  }

  get status(): number {
    return ERROR_CODES[this.code].status;
  }

  get title(): string {
    return ERROR_CODES[this.code].title;
  }
}

export const notFound = (what: string) => new AppError("not_found", `No ${what} with that id.`);

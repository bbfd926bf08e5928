// tRPC set-up: one context for both callers (a staff session in the browser, or
// the company's API key on /api/v1), and procedures that check the permission
// table before delegating to a service.
import { initTRPC, TRPCError } from "@trpc/server";
import type { OpenApiMeta } from "trpc-to-openapi";
import { ZodError, type ZodType } from "zod";
import "../models/zod-messages";
import { isDatabaseUnreachable } from "../db/errors";
import { AppError, ERROR_CODES, type ErrorCode, type FieldError } from "../errors";
import { TWO_STEP_REQUIRED } from "../models/two-step";
import { countingActivity, missingActivity } from "../services/activity/activity-scope";
import { idempotentMutation } from "./idempotent-mutation";
import { assertCan, type Actor, type Permission } from "../services/permissions";
import { liveCompanyOf } from "../services/test-mode/test-company";

export type Caller = {
  companyId: string;
  actor: Actor;
  /** The signed-in device, for staff sessions. */
  sessionId?: string;
  /** The company requires two-step sign-in and this user has not set it up yet. */
  twoStepSetupRequired?: boolean;
  /** Staff sessions with Test mode on: `companyId` is the company's test twin. */
  testMode?: boolean;
};

export type Context = {
  requestId: string;
  /** The client's address (socket, or X-Forwarded-For from a trusted proxy): throttles on public procedures. */
  ip: string;
  caller: Caller | null;
  /** The browser's Idempotency-Key header on /api/trpc (the phone's outbox): see idempotentMutation. */
  idempotencyKey?: string | null;
};

export type Meta = OpenApiMeta<{
  successStatus?: 201 | 202 | 204;
  /** Open to a member who must still set up two-step sign-in (the set-up itself, who am I). */
  allowBeforeTwoStep?: boolean;
  /** A mutation that changes no company data says why; every other one must call recordActivity. */
  activity?: { none: string };
  /** The answer holds values read lazily (a list's MOT histories as stored text): see checkLazyOutputs. */
  lazyOutput?: boolean;
}>;

const TRPC_CODES: Record<number, TRPCError["code"]> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  402: "PAYMENT_REQUIRED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_SUPPORTED",
  409: "CONFLICT",
  410: "NOT_FOUND",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  422: "UNPROCESSABLE_CONTENT",
  429: "TOO_MANY_REQUESTS",
  500: "INTERNAL_SERVER_ERROR",
  502: "BAD_GATEWAY",
  503: "SERVICE_UNAVAILABLE",
};

/** Turns a zod issue path into a JSON Pointer ("/vehicle/vrm"). */
export function pointerOf(path: readonly PropertyKey[]): string {
  return "/" + path.map((p) => String(p).replace(/~/g, "~0").replace(/\//g, "~1")).join("/");
}

/**
 * Zod issues as field errors: a JSON pointer each, or a `parameter` name where `isParameter`
 * says the first step of its path is one (REST query and path). An unknown field is reported
 * at its own path, not at the object holding it.
 */
export function zodFieldErrors(
  error: ZodError,
  isParameter: (first: string) => boolean = () => false,
): FieldError[] {
  const one = (path: readonly PropertyKey[], detail: string): FieldError =>
    isParameter(String(path[0] ?? ""))
      ? { parameter: path.map(String).join("."), detail }
      : { pointer: pointerOf(path), detail };
  return error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => one([...issue.path, key], "is not a known field"))
      : [one(issue.path, issue.message)],
  );
}

/** The AppError behind any error a procedure raised (validation included). */
// When the database is away, a client should wait this long before retrying.
const DATABASE_RETRY_AFTER_SECONDS = "5";

export function toAppError(error: unknown): AppError {
  const cause = error instanceof TRPCError ? error.cause : error;
  if (cause instanceof AppError) return cause;
  // Input that fails its schema is the caller's mistake; output that fails is ours (a 500).
  const outputInvalid = error instanceof TRPCError && error.code === "INTERNAL_SERVER_ERROR";
  if (cause instanceof ZodError && !outputInvalid) {
    const errors = zodFieldErrors(cause);
    return new AppError(
      "invalid_request",
      "The request is not valid: " + errors.map((e) => `${e.pointer} ${e.detail}`).join("; "),
      { errors },
    );
  }
  if (error instanceof TRPCError && error.code !== "INTERNAL_SERVER_ERROR") {
    const code = (Object.entries(ERROR_CODES).find(
      ([, v]) => TRPC_CODES[v.status] === error.code,
    )?.[0] ?? "invalid_request") as ErrorCode;
    return new AppError(code, error.message);
  }
  if (isDatabaseUnreachable(cause)) {
    return new AppError(
      "service_unavailable",
      "The service cannot reach its database just now. Try again shortly.",
      {
        headers: { "Retry-After": DATABASE_RETRY_AFTER_SECONDS },
      },
    );
  }
  // The cause goes with it, so the log line of a 500 says what actually failed.
  return new AppError("internal_error", "Something went wrong on our side. It has been logged.", {
    cause,
  });
}

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    errorFormatter({ shape, error }) {
      const app = toAppError(error);
      return {
        ...shape,
        message: app.message,
        data: {
          ...shape.data,
          stack: undefined,
          appCode: app.code,
          status: app.status,
          errors: app.errors ?? null,
        },
      };
    },
  });

// AppErrors become TRPCErrors with the matching HTTP status, keeping the AppError as cause.
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const app = result.error.cause;
    throw new TRPCError({
      code: TRPC_CODES[app.status] ?? "INTERNAL_SERVER_ERROR",
      message: app.message,
      cause: app,
    });
  }
  return result;
});

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

type OutputResult = { ok: true; data: unknown } | { ok: false };
type Middleware = ((options: { next: () => Promise<OutputResult> }) => Promise<OutputResult>) & {
  _type?: string;
};
type ProcedureDefinition = { _def: { middlewares: Middleware[]; meta?: Meta; output?: ZodType } };

/**
 * tRPC 11 runs a procedure's `.output()` schema as one of its middlewares (marked
 * `_type: "output"`), parsing every answer again. Without it, answers go out as the models'
 * serializers built them: for production, where they are rows the database just produced.
 * The schemas stay on the procedures (`_def.output`), so the OpenAPI document is the same.
 */
export function skipOutputValidation(procedures: Record<string, unknown>): void {
  for (const procedure of Object.values(procedures) as ProcedureDefinition[]) {
    procedure._def.middlewares = procedure._def.middlewares.filter(
      (middleware) => middleware._type !== "output",
    );
  }
}

/**
 * Development and tests check the answer of a procedure whose meta says `lazyOutput` against its
 * output schema as any other, then pass on that answer itself, not zod's copy of it, as production
 * does: its lazily read values (`jsonArray`, a stored json column's text) are then written to the
 * REST answer as in production.
 */
export function checkLazyOutputs(procedures: Record<string, unknown>): void {
  for (const procedure of Object.values(procedures) as ProcedureDefinition[]) {
    const output = procedure._def.output;
    if (!procedure._def.meta?.lazyOutput || !output) continue;
    const check: Middleware = async ({ next }) => {
      const result = await next();
      const checked = result.ok ? await output.safeParseAsync(result.data) : undefined;
      if (checked && !checked.success)
        throw new TRPCError({
          code: "INTERNAL_SERVER_ERROR",
          message: "Output validation failed",
          cause: checked.error,
        });
      return result;
    };
    check._type = "output";
    procedure._def.middlewares = procedure._def.middlewares.map((middleware) =>
      middleware._type === "output" ? check : middleware,
    );
  }
}

/** Every mutation records activity (services/activity) unless its meta says why it records none. */
export async function guardActivity(options: {
  type: string;
  path: string;
  meta: Meta | undefined;
  next: () => Promise<{ ok: boolean }>;
}) {
  if (options.type !== "mutation" || options.meta?.activity) return options.next();
  const { result, recorded } = await countingActivity(options.next);
  const missing =
    result.ok && recorded === 0 ? missingActivity(`The mutation ${options.path}`) : null;
  if (missing) throw missing;
  return result;
}

export const activityGuard = t.middleware(
  (options) => guardActivity(options) as ReturnType<typeof options.next>,
);

export const publicProcedure = t.procedure.use(appErrors).use(activityGuard);

/** Any signed-in staff member or a valid API key. */
export const companyProcedure = publicProcedure.use(({ ctx, meta, next }) => {
  if (!ctx.caller) throw new AppError("unauthenticated", "Sign in, or send your API key.");
  if (ctx.caller.twoStepSetupRequired && !meta?.allowBeforeTwoStep)
    throw new AppError("forbidden", TWO_STEP_REQUIRED);
  return next({ ctx: { ...ctx, caller: ctx.caller } });
});

/** A caller whose role (or API key) has `permission`; otherwise 403 forbidden. */
export const authorized = (permission: Permission) =>
  companyProcedure
    .use(({ ctx, next }) => {
      assertCan(ctx.caller.actor, permission);
      return next();
    })
    // A mutation sent with an Idempotency-Key runs once; a replay answers as the first did.
    .use((options) =>
      idempotentMutation({
        key: options.ctx.idempotencyKey,
        companyId: options.ctx.caller.companyId,
        type: options.type,
        path: options.path,
        getRawInput: options.getRawInput,
        next: options.next,
        // tRPC has no public way to answer without the procedure: its result, as its resolver makes it.
        replay: (data) =>
          ({ ok: true, data, ctx: options.ctx, marker: "middlewareMarker" }) as unknown as Awaited<
            ReturnType<typeof options.next>
          >,
      }),
    );

/** Staff-only procedures: settings that an API key may never change (team, API keys). */
export const staffProcedure = (permission: Permission) =>
  authorized(permission).use(({ ctx, next }) => {
    const actor = ctx.caller.actor;
    if (actor.kind !== "user")
      throw new AppError("forbidden", "This can only be done by signing in to Kerbside.");
    return next({ ctx: { ...ctx, user: { id: actor.userId, role: actor.role } } });
  });

// With Test mode on, a staff session's `companyId` is the company's test twin. Company settings
// (the team, the company's details) are not test data: they are the live company's in both modes.
const asLiveCompany = async <C extends { caller: Caller }>(ctx: C): Promise<C> => ({
  ...ctx,
  caller: { ...ctx.caller, companyId: await liveCompanyOf(ctx.caller.companyId) },
});

/** `authorized`, acting on the live company whatever the caller's mode (company settings). */
export const liveCompanyAuthorized = (permission: Permission) =>
  authorized(permission).use(async ({ ctx, next }) => next({ ctx: await asLiveCompany(ctx) }));

/** `staffProcedure`, acting on the live company whatever the device's mode (company settings). */
export const liveCompanyProcedure = (permission: Permission) =>
  staffProcedure(permission).use(async ({ ctx, next }) => next({ ctx: await asLiveCompany(ctx) }));

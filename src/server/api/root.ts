// Every router, for the browser (/api/trpc) and, where procedures carry
// meta.openapi, for the public REST API (/api/v1).
import { accountRouter } from "./routers/account";
import { agreementsRouter } from "./routers/agreements";
import { billingRouter } from "./routers/billing";
import { fleetRouter } from "./routers/fleet";
import { reportsRouter } from "./routers/reports";
import { settingsRouter } from "./routers/settings";
import { supportRouter } from "./routers/support";
import {
  checkLazyOutputs,
  createCallerFactory,
  createTRPCRouter,
  skipOutputValidation,
} from "./trpc";

export const appRouter = createTRPCRouter({
  account: accountRouter,
  fleet: fleetRouter,
  billing: billingRouter,
  reports: reportsRouter,
  agreements: agreementsRouter,
  settings: settingsRouter,
  support: supportRouter,
});

// Development and tests check every answer against its output schema; production trusts them.
if (process.env.NODE_ENV === "production") skipOutputValidation(appRouter._def.procedures);
else checkLazyOutputs(appRouter._def.procedures);

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);

// Every router, for the browser (/api/trpc) and, where procedures carry
// meta.openapi, for the public REST API (/api/v1).
import { accountRouter } from "./routers/account";
import { activityRouter } from "./routers/activity";
import { agreementsRouter } from "./routers/agreements";
import { apiAccessRouter } from "./routers/api-access";
import { billingRouter } from "./routers/billing";
import { companyRouter } from "./routers/company";
import { dashboardRouter } from "./routers/dashboard";
import { emailRouter } from "./routers/email";
import { fleetRouter } from "./routers/fleet";
import { reportsRouter } from "./routers/reports";
import { settingsRouter } from "./routers/settings";
import { supportRouter } from "./routers/support";
import { teamRouter } from "./routers/team";
import { createCallerFactory, createTRPCRouter } from "./trpc";

export const appRouter = createTRPCRouter({
  account: accountRouter,
  company: companyRouter,
  dashboard: dashboardRouter,
  team: teamRouter,
  email: emailRouter,
  fleet: fleetRouter,
  billing: billingRouter,
  apiAccess: apiAccessRouter,
  reports: reportsRouter,
  agreements: agreementsRouter,
  settings: settingsRouter,
  support: supportRouter,
  activity: activityRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);

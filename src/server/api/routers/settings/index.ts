// Router `settings` (the design's grouping): the company's details, the team, API access,
// webhooks and events, and the company's two logs (the activity log and the sent email).
import { createTRPCRouter } from "../../trpc";
import { activityRouter } from "./activity";
import { apiAccessRouter } from "./api-access";
import { companyRouter } from "./company";
import { emailRouter } from "./email";
import { integratorsRouter } from "./integrators";
import { teamRouter } from "./team";
import { webhooksRouter } from "./webhooks";

export const settingsRouter = createTRPCRouter({
  company: companyRouter,
  team: teamRouter,
  apiAccess: apiAccessRouter,
  webhooks: webhooksRouter,
  activity: activityRouter,
  email: emailRouter,
  integrators: integratorsRouter,
});

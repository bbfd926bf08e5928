// The dashboard's one answer (browser only; not part of the public API).
import { z } from "zod";
import { Report } from "./report";
import { Vehicle } from "./vehicle";

export const GETTING_STARTED_STEPS = [
  "company_details",
  "vehicle",
  "report",
  "teammate",
  "integration",
  "terms",
] as const;
export type GettingStartedStep = (typeof GETTING_STARTED_STEPS)[number];

export const Dashboard = z.object({
  reports: z
    .object({
      in_progress: z.array(Report),
      in_progress_count: z.number().int(),
      awaiting_sign_off: z.array(Report),
      awaiting_sign_off_count: z.number().int(),
      recent_signed: z.array(Report),
    })
    .nullable(),
  vehicles_due: z
    .object({ mot_due: z.number().int(), tax_due: z.number().int(), vehicles: z.array(Vehicle) })
    .nullable(),
  credits: z.object({ balance: z.number().int(), threshold: z.number().int(), low: z.boolean() }),
  getting_started: z.array(z.object({ step: z.enum(GETTING_STARTED_STEPS), done: z.boolean() })),
  /** The caller has made a report before: "Welcome back", where a brand-new user gets "Welcome". */
  returning: z.boolean(),
});
export type Dashboard = z.infer<typeof Dashboard>;

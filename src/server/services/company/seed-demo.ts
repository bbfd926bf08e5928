// The demo company a newcomer gets on the first start of the embedded database: a login, a
// working API key, 50 credits, and something to explore (`seed-demo-story.ts`).
import { db } from "../../db";
import { newId } from "../../ids";
import { generateApiKey } from "../api-access/api-key";
import { seedDemoStory } from "./seed-demo-story";
import { signUp } from "./sign-up";

export const DEMO_LOGIN = { email: "demo@kerbside.test", password: "kerbside-demo" } as const;

/** The demo company's credits, after its sample report. */
export const DEMO_CREDITS = 50;

/** Creates the demo company once (its login is the mark); returns its API key when it was just created. */
export async function seedDemoCompany(): Promise<{ created: boolean; apiKey?: string }> {
  const existing = await db.user.findUnique({
    where: { email: DEMO_LOGIN.email },
    select: { id: true },
  });
  if (existing) return { created: false };
  const { companyId, userId } = await signUp(
    {
      company_name: "Demo Fleet Hire",
      name: "Demo Owner",
      email: DEMO_LOGIN.email,
      password: DEMO_LOGIN.password,
      country: "GB",
    },
    { credits: DEMO_CREDITS },
  );
  const key = generateApiKey();
  await db.company.update({
    where: { id: companyId },
    data: {
      apiEnabled: true,
      apiKeys: { create: { id: newId("apiKey"), hash: key.hash, display: key.display } },
      addressLine1: "1 Depot Road",
      city: "Leeds",
      postcode: "LS1 4AP",
      contactPhone: "0113 496 0000",
    },
  });
  await seedDemoStory(companyId, { kind: "user", userId, role: "OWNER" });
  return { created: true, apiKey: key.key };
}

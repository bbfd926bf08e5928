// The demo company a newcomer gets on the first start of the embedded database.
import { db } from "../../db";
import { CreateCustomerInput } from "../../models/customer";
import { newId } from "../../ids";
import { generateApiKey } from "../api-access/api-key";
import { createCustomer } from "../customers/create-customer";
import { signUp } from "./sign-up";
import { SYSTEM } from "../activity/record-activity";

export const DEMO_LOGIN = { email: "demo@kerbside.test", password: "kerbside-demo" } as const;

const DEMO_HIRERS = [
  {
    name: "Amelia Morgan",
    email: "amelia@example.com",
    phone: "07700 900123",
    licence_number: "MORGA753116SM9IJ",
    address: { line1: "1 High Street", city: "Leeds", postcode: "LS1 1AA" },
  },
  { name: "Oliver Patel", email: "oliver@example.com", phone: "07700 900456" },
];

/** Creates the demo company once; returns its API key when it was just created. */
export async function seedDemoCompany(): Promise<{ created: boolean; apiKey?: string }> {
  const existing = await db.user.findUnique({
    where: { email: DEMO_LOGIN.email },
    select: { id: true },
  });
  if (existing) return { created: false };
  const { companyId } = await signUp(
    {
      company_name: "Demo Fleet Hire",
      name: "Demo Owner",
      email: DEMO_LOGIN.email,
      password: DEMO_LOGIN.password,
      country: "GB",
    },
    { credits: 50 },
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
  // Two hirers, so the Customers page and the report form's hirer picker have someone in them.
  for (const hirer of DEMO_HIRERS)
    await createCustomer({
      companyId,
      actor: SYSTEM.demo,
      input: CreateCustomerInput.parse(hirer),
    });
  return { created: true, apiKey: key.key };
}

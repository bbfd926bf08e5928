// What the in-process benches set up alike: a company of their own for each run. Imported
// after the bench has chosen its database (KERBSIDE_DATA_DIR or DATABASE_URL), as the services
// read it on first use.
import { randomUUID } from "node:crypto";

/** A new company with its Owner and `credits` to spend; answers its id. */
export async function benchCompany(name: string, credits = 100): Promise<string> {
  const { signUp } = await import("../src/server/services/company/sign-up");
  const { companyId } = await signUp(
    {
      company_name: name,
      name: "Bench Owner",
      email: `bench-${randomUUID()}@example.test`,
      password: "bench-password-1",
      country: "GB",
    },
    { credits },
  );
  return companyId;
}

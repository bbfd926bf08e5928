import type { Metadata } from "next";
import { NewAgreementWizard, type WizardStart } from "~/components/agreements/new-agreement-wizard";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { BackLink } from "~/components/ui/back-link";
import { isIdOf } from "~/server/ids";
import { api, foundOrNull } from "~/trpc/server";

export const metadata: Metadata = { title: "New agreement" };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** `?customer_id=` or `?vehicle_id=` as one id of its kind; anything else is ignored. */
function idParam(
  search: Awaited<Search>,
  name: string,
  kind: "customer" | "vehicle",
): string | null {
  const value = search[name];
  return typeof value === "string" && value.length <= 64 && isIdOf(kind, value) ? value : null;
}

/** The hirer and vehicle a hirer's or vehicle's page started the wizard with, when they are the company's. */
async function startOf(search: Awaited<Search>): Promise<WizardStart> {
  const caller = await api();
  const customerId = idParam(search, "customer_id", "customer");
  const vehicleId = idParam(search, "vehicle_id", "vehicle");
  const [customer, vehicle] = await Promise.all([
    customerId && (await hasPermission("customers.read"))
      ? foundOrNull(caller.agreements.getCustomer({ id: customerId }))
      : null,
    vehicleId && (await hasPermission("vehicles.read"))
      ? foundOrNull(caller.fleet.get({ id: vehicleId }))
      : null,
  ]);
  return {
    customer: customer && { id: customer.id, name: customer.name, email: customer.email },
    vehicle: vehicle && {
      id: vehicle.id,
      vrm: vehicle.vrm,
      make: vehicle.make,
      model: vehicle.model,
    },
  };
}

export default async function NewAgreementPage({ searchParams }: { searchParams: Search }) {
  if (!(await hasPermission("agreements.write"))) return <NoAccess what="new rental agreements" />;
  const start = await startOf(await searchParams);
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <BackLink href="/agreements">Agreements</BackLink>
      <div>
        <h1 className="text-2xl font-semibold">New agreement</h1>
        <p className="mt-1 text-sm text-slate-600">
          The hirer gets a link to read and sign it on their phone.
        </p>
      </div>
      <NewAgreementWizard start={start} />
    </div>
  );
}

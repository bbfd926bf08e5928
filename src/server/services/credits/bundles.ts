// The bundle catalogue: `CREDIT_BUNDLES` (credits:pence pairs), smallest first. A
// bundle's id is fixed by its size (`bdl_10`), so ids stay stable across deployments.
import { env } from "~/env";
import { AppError } from "../../errors";
import type { CreditBundle } from "../../models/purchase";

export function parseBundles(spec: string): CreditBundle[] {
  const bundles = spec.split(",").map((pair) => {
    const [credits, pence] = pair.trim().split(":").map(Number) as [number, number];
    return {
      id: `bdl_${credits}`,
      name: `${credits.toLocaleString("en-GB")} credits`,
      credits,
      amount_pence: pence,
      currency: "gbp" as const,
    };
  });
  // A size given twice keeps its first price: ids are made from sizes and must be unique.
  const unique = bundles.filter(
    (b, i) => b.credits > 0 && b.amount_pence > 0 && bundles.findIndex((o) => o.id === b.id) === i,
  );
  return unique.sort((a, b) => a.credits - b.credits);
}

const catalogue = parseBundles(env.CREDIT_BUNDLES);

export function listBundles(): CreditBundle[] {
  return catalogue;
}

/** The bundle, or 404 on `/bundle_id`. */
export function findBundle(bundleId: string): CreditBundle {
  const bundle = catalogue.find((b) => b.id === bundleId);
  if (!bundle)
    throw new AppError("not_found", "No credit bundle with that id.", {
      errors: [{ pointer: "/bundle_id", detail: "No credit bundle with that id" }],
    });
  return bundle;
}

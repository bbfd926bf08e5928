import { z } from "zod";
import { page } from "../../../models/list";
import { CreditBundle } from "../../../models/purchase";
import { listBundles } from "../../../services/credits/bundles";
import { authorized } from "../../trpc";

export const listBundlesProcedure = authorized("credits.read")
  .meta({
    openapi: {
      method: "GET",
      path: "/credits/bundles",
      tags: ["Credits"],
      summary: "List credit bundles",
      description:
        "The bundles on sale, smallest first, in one page. `amount_pence` includes 20% UK VAT. One credit pays for one inspection report.",
    },
  })
  .input(z.void())
  .output(page(CreditBundle))
  .query(() => ({ data: listBundles(), has_more: false, next_cursor: null }));

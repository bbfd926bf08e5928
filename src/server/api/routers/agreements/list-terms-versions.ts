import { z } from "zod";
import { TermsIdInput, TermsVersion, toTermsVersion } from "../../../models/terms";
import { listTermsVersions } from "../../../services/terms/terms";
import { authorized } from "../../trpc";

/** Settings > Terms: every version of a template, newest first (app only). */
export const listTermsVersionsProcedure = authorized("agreements.read")
  .input(TermsIdInput)
  .output(z.array(TermsVersion))
  .query(async ({ ctx, input }) =>
    (await listTermsVersions({ companyId: ctx.caller.companyId, id: input.id })).map(
      toTermsVersion,
    ),
  );

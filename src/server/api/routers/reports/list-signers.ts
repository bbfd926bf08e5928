import { z } from "zod";
import { Signer } from "../../../models/report";
import { listSigners } from "../../../services/reports/signers";
import { staffProcedure } from "../../trpc";

/** The team members a report can be signed off by (app only). */
export const listSignersProcedure = staffProcedure("reports.write")
  .input(z.void())
  .output(z.array(Signer))
  .query(({ ctx }) => listSigners({ companyId: ctx.caller.companyId, userId: ctx.user.id }));

// App only (no REST route): the fine's matched hire and the vehicle's hires to choose from.
import { FineIdInput } from "../../../../models/fine";
import { FineHires, toFineHireView } from "../../../../models/fine-hire";
import { fineHires } from "../../../../services/fines/fine-hires";
import { authorized } from "../../../trpc";

export const fineHiresProcedure = authorized("fines.read")
  .input(FineIdInput)
  .output(FineHires)
  .query(async ({ ctx, input }) => {
    const { matched, candidates } = await fineHires({
      companyId: ctx.caller.companyId,
      id: input.id,
    });
    return {
      matched: matched ? toFineHireView(matched) : null,
      candidates: candidates.map(toFineHireView),
    };
  });

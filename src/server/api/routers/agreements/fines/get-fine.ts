import { Fine, FineIdInput, toFine } from "../../../../models/fine";
import { getFine } from "../../../../services/fines/find-fine";
import { authorized } from "../../../trpc";

export const getFineProcedure = authorized("fines.read")
  .meta({
    openapi: {
      method: "GET",
      path: "/fines/{id}",
      tags: ["Fines"],
      summary: "Get a fine",
      errorResponses: [404],
    },
  })
  .input(FineIdInput)
  .output(Fine)
  .query(async ({ ctx, input }) =>
    toFine(await getFine({ companyId: ctx.caller.companyId, id: input.id })),
  );

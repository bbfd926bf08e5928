// The fine's moves: transfer to the hirer, pay, cancel.
import { Fine, FineIdInput, toFine } from "../../../../models/fine";
import { cancelFine, payFine, transferFine } from "../../../../services/fines/fine-steps";
import { authorized } from "../../../trpc";

export const transferFineProcedure = authorized("fines.write")
  .meta({
    openapi: {
      method: "POST",
      path: "/fines/{id}/transfer",
      tags: ["Fines"],
      summary: "Transfer a fine to the hirer",
      description:
        "`received`, `matched`, and its agreement signed by the hirer (`signed_at` set), else 409 `invalid_state` saying which -> `transferred`, `transferred_at`. The hirer is emailed what, where, when, the amount and the issuer's reference. Send the issuer the transfer pack, `GET /fines/{id}/pdf`.",
      errorResponses: [404, 409],
    },
  })
  .input(FineIdInput)
  .output(Fine)
  .mutation(async ({ ctx, input }) =>
    toFine(
      await transferFine({
        companyId: ctx.caller.companyId,
        actor: ctx.caller.actor,
        id: input.id,
      }),
    ),
  );

export const payFineProcedure = authorized("fines.write")
  .meta({
    openapi: {
      method: "POST",
      path: "/fines/{id}/pay",
      tags: ["Fines"],
      summary: "Mark a fine paid by the company",
      description: "`received` -> `paid`, `paid_at`. Otherwise 409 `invalid_state`.",
      errorResponses: [404, 409],
    },
  })
  .input(FineIdInput)
  .output(Fine)
  .mutation(async ({ ctx, input }) =>
    toFine(
      await payFine({ companyId: ctx.caller.companyId, actor: ctx.caller.actor, id: input.id }),
    ),
  );

export const cancelFineProcedure = authorized("fines.write")
  .meta({
    openapi: {
      method: "DELETE",
      path: "/fines/{id}",
      tags: ["Fines"],
      summary: "Cancel a fine",
      description:
        "`received` or `transferred` -> `cancelled`, `cancelled_at` (200; an appeal won, or issued in error). Otherwise 409 `invalid_state`.",
      errorResponses: [404, 409],
    },
  })
  .input(FineIdInput)
  .output(Fine)
  .mutation(async ({ ctx, input }) =>
    toFine(
      await cancelFine({ companyId: ctx.caller.companyId, actor: ctx.caller.actor, id: input.id }),
    ),
  );

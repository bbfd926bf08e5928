import { z } from "zod";
import { AgreementIdInput } from "../../../models/agreement";
import { listAgreementAudit } from "../../../services/agreements/find-agreement";
import { authorized } from "../../trpc";

const AuditRow = z.object({
  kind: z.string(),
  at: z.string(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
});

/** The agreement page's audit trail: sent, opened, signed (app only). */
export const agreementAuditProcedure = authorized("agreements.read")
  .input(AgreementIdInput)
  .output(z.array(AuditRow))
  .query(async ({ ctx, input }) =>
    (await listAgreementAudit({ companyId: ctx.caller.companyId, id: input.id })).map((row) => ({
      kind: row.kind,
      at: row.createdAt.toISOString(),
      ip_address: row.ipAddress,
      user_agent: row.userAgent,
    })),
  );

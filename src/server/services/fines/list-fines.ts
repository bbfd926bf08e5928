// GET /fines: newest first, cursor pagination, filtered by status, kind, match, VRM, hire,
// hirer, creation date and `respond_by_before` (the app's "due soon").
import { db, type Prisma } from "../../db";
import { dayOf, type FineRow, type ListFinesInput } from "../../models/fine";
import { createdRange, pageArgs } from "../pagination";

export async function listFines(options: {
  companyId: string;
  query: ListFinesInput;
}): Promise<FineRow[]> {
  const { query } = options;
  const page = pageArgs(query);
  const where: Prisma.FineWhereInput = {
    companyId: options.companyId,
    id: page.idFilter,
    status: query.status,
    kind: query.kind,
    match: query.match,
    vrm: query.vrm,
    agreementId: query.agreement_id,
    customerId: query.customer_id,
    respondBy: query.respond_by_before ? { lte: dayOf(query.respond_by_before) } : undefined,
    ...createdRange("fine", query),
  };
  return db.fine.findMany({ where, orderBy: page.orderBy, take: page.take });
}

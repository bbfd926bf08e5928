// GET /customers: one page, newest first. `q` is a substring of the lower-case
// searchText column, answered by its trigram index.
import { db, type Prisma } from "../../db";
import type { CustomerWithCheck, ListCustomersQuery } from "../../models/customer";
import { containing, createdRange, pageArgs } from "../pagination";
import { customerInclude } from "./find-customer";

export function customerFilter(
  companyId: string,
  query: ListCustomersQuery,
): Prisma.CustomerWhereInput {
  return {
    companyId,
    email: query.email ? query.email.toLowerCase() : undefined,
    searchText: query.q ? containing(query.q.toLowerCase()) : undefined,
    ...createdRange("customer", query),
  };
}

export async function listCustomers(options: {
  companyId: string;
  query: ListCustomersQuery;
}): Promise<CustomerWithCheck[]> {
  const { idFilter, take, orderBy } = pageArgs(options.query);
  return db.customer.findMany({
    where: { ...customerFilter(options.companyId, options.query), id: idFilter },
    include: customerInclude,
    take,
    orderBy,
  });
}

import { db } from "../../db";
import { notFound } from "../../errors";
import { liveCompanyOf } from "../test-mode/test-company";

/**
 * The signed-in member and the company the device acts as. In Test mode `companyId` is the
 * test twin: the member belongs to the live company, whose name the app shows, and the credit
 * balance is the twin's (test reports are charged to it).
 */
export async function getMe(options: { companyId: string; userId: string }) {
  const liveId = await liveCompanyOf(options.companyId);
  const user = await db.user.findFirst({
    where: { id: options.userId, companyId: liveId },
    include: { company: { select: { id: true, name: true, creditBalance: true } } },
  });
  if (!user) throw notFound("user");
  if (liveId === options.companyId) return user;
  const acting = await db.company.findUnique({
    where: { id: options.companyId },
    select: { id: true, creditBalance: true },
  });
  if (!acting) throw notFound("company");
  return { ...user, company: { ...user.company, ...acting } };
}

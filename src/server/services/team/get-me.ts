import { db } from "../../db";
import { notFound } from "../../errors";

export async function getMe(options: { companyId: string; userId: string }) {
  const user = await db.user.findFirst({
    where: { id: options.userId, companyId: options.companyId },
    include: { company: { select: { id: true, name: true, creditBalance: true } } },
  });
  if (!user) throw notFound("user");
  return user;
}

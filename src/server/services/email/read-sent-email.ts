// The "Sent email" page's reads: the company's stored mail, newest first.
import { db } from "../../db";
import { notFound } from "../../errors";
import { isIdOf } from "../../ids";
import type { ListQuery } from "../../models/list";
import { pageArgs } from "../pagination";

export async function listSentEmailPage(options: { companyId: string; query: ListQuery }) {
  const { idFilter, take, orderBy } = pageArgs(options.query);
  return db.sentEmail.findMany({
    where: { companyId: options.companyId, id: idFilter },
    take,
    orderBy,
  });
}

export async function getSentEmail(options: { companyId: string; emailId: string }) {
  if (!isIdOf("email", options.emailId)) throw notFound("email");
  const email = await db.sentEmail.findFirst({
    where: { id: options.emailId, companyId: options.companyId },
  });
  if (!email) throw notFound("email");
  return email;
}

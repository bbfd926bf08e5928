// Who may sign a report off in the app: a member of the company, picked from the
// team (the live company's, also in Test mode, where `companyId` is the test twin). The API
// keeps its free `signed_by_name` (the contract's sign-off).
import { db } from "../../db";
import { AppError } from "../../errors";
import type { SignOffAsMemberInput, Signer } from "../../models/report";
import type { Actor } from "../permissions";
import { liveCompanyOf } from "../test-mode/test-company";
import type { LoadedReport } from "./find-report";
import { signOffReport } from "./sign-off-report";

/** The team, the caller first, then by name. */
export async function listSigners(options: {
  companyId: string;
  userId: string;
}): Promise<Signer[]> {
  const members = await db.user.findMany({
    where: { companyId: await liveCompanyOf(options.companyId) },
    select: { id: true, name: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
  const you = members.filter((m) => m.id === options.userId).map((m) => ({ ...m, is_you: true }));
  return [
    ...you,
    ...members.filter((m) => m.id !== options.userId).map((m) => ({ ...m, is_you: false })),
  ];
}

export async function signOffAsMember(options: {
  companyId: string;
  actor: Actor;
  input: SignOffAsMemberInput;
}): Promise<LoadedReport> {
  const { signed_by_user_id: userId, ...rest } = options.input;
  const member = await db.user.findFirst({
    where: { id: userId, companyId: await liveCompanyOf(options.companyId) },
    select: { name: true },
  });
  if (!member) {
    throw new AppError("invalid_request", "Pick the person signing from your team.", {
      errors: [{ pointer: "/signed_by_user_id", detail: "is not a member of your company" }],
    });
  }
  return signOffReport({
    companyId: options.companyId,
    actor: options.actor,
    input: { ...rest, signed_by_name: member.name },
  });
}

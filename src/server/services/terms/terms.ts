// Terms templates: list, read, create, edit. A changed name or body makes a new
// version (kept in TermsVersion, which agreements freeze); exactly one template is
// the default, moved while the company row is locked.
import { db, type Tx } from "../../db";
import { AppError } from "../../errors";
import { isIdOf, newId } from "../../ids";
import type {
  CreateTermsInput,
  ListTermsInput,
  TermsRow,
  TermsVersionRow,
  UpdateTermsInput,
} from "../../models/terms";
import { noteUnchanged } from "../activity/activity-scope";
import { changesBetween, changesOfNew } from "../activity/changes";
import { recordActivity, type ActivityActor } from "../activity/record-activity";
import { containing, pageArgs } from "../pagination";
import { ensureDefaultTerms, lockCompanyTerms } from "./default-terms";

// A body runs to pages: the log says it changed (the versions keep every text).
const BODY_AS_CHANGED = { secret: ["body"] };

const notFoundTerms = (pointer?: string) =>
  new AppError(
    "not_found",
    "No terms template with that id.",
    pointer ? { errors: [{ pointer, detail: "No terms template with that id" }] } : undefined,
  );

async function findTerms(
  client: Pick<Tx, "termsTemplate">,
  companyId: string,
  id: string,
  pointer?: string,
): Promise<TermsRow> {
  if (!isIdOf("terms", id)) throw notFoundTerms(pointer);
  const row = await client.termsTemplate.findFirst({ where: { id, companyId } });
  if (!row) throw notFoundTerms(pointer);
  return row;
}

export async function listTerms(options: {
  companyId: string;
  query: ListTermsInput;
}): Promise<TermsRow[]> {
  const { companyId, query } = options;
  // A company made before terms existed gets its default here; the others need no transaction.
  const hasDefault = await db.termsTemplate.findFirst({
    where: { companyId, isDefault: true },
    select: { id: true },
  });
  if (!hasDefault) await db.$transaction((tx) => ensureDefaultTerms(tx, companyId));
  const page = pageArgs(query);
  return db.termsTemplate.findMany({
    where: {
      companyId,
      id: page.idFilter,
      name: query.q ? containing(query.q, "insensitive") : undefined,
    },
    orderBy: page.orderBy,
    take: page.take,
  });
}

export async function getTerms(options: { companyId: string; id: string }): Promise<TermsRow> {
  return findTerms(db, options.companyId, options.id);
}

/** Every version of a template, newest first (Settings > Terms). */
export async function listTermsVersions(options: {
  companyId: string;
  id: string;
}): Promise<TermsVersionRow[]> {
  const template = await findTerms(db, options.companyId, options.id);
  return db.termsVersion.findMany({
    where: { companyId: options.companyId, templateId: template.id },
    orderBy: { version: "desc" },
  });
}

export async function createTerms(options: {
  companyId: string;
  actor: ActivityActor;
  input: CreateTermsInput;
}): Promise<TermsRow> {
  const { companyId, input } = options;
  const id = newId("terms");
  await db.$transaction(async (tx) => {
    await ensureDefaultTerms(tx, companyId);
    await lockCompanyTerms(tx, companyId);
    if (input.is_default)
      await tx.termsTemplate.updateMany({
        where: { companyId, isDefault: true },
        data: { isDefault: false },
      });
    await tx.termsTemplate.create({
      data: {
        id,
        companyId,
        name: input.name,
        body: input.body,
        version: 1,
        isDefault: input.is_default ?? false,
      },
    });
    await tx.termsVersion.create({
      data: {
        id: newId("termsVersion"),
        companyId,
        templateId: id,
        version: 1,
        name: input.name,
        body: input.body,
      },
    });
    const changes = changesOfNew(
      { name: input.name, body: input.body, is_default: input.is_default ?? false },
      BODY_AS_CHANGED,
    );
    await recordActivity(tx, {
      companyId,
      actor: options.actor,
      action: "terms.created",
      object: { type: "terms", id },
      changes,
    });
  });
  return findTerms(db, companyId, id);
}

export async function updateTerms(options: {
  companyId: string;
  actor: ActivityActor;
  input: UpdateTermsInput;
}): Promise<TermsRow> {
  const { companyId, input } = options;
  await findTerms(db, companyId, input.id);
  await db.$transaction(async (tx) => {
    await lockCompanyTerms(tx, companyId);
    const current = await findTerms(tx, companyId, input.id);
    if (input.is_default === false && current.isDefault) {
      throw new AppError(
        "invalid_request",
        "This is the default template. Make another template the default instead.",
        {
          errors: [
            {
              pointer: "/is_default",
              detail: "The default template cannot be un-set; make another template the default",
            },
          ],
        },
      );
    }
    const name = input.name ?? current.name;
    const body = input.body ?? current.body;
    const changed = name !== current.name || body !== current.body;
    const makeDefault = input.is_default === true && !current.isDefault;
    if (!changed && !makeDefault) return noteUnchanged();
    if (makeDefault)
      await tx.termsTemplate.updateMany({
        where: { companyId, isDefault: true },
        data: { isDefault: false },
      });
    const version = changed ? current.version + 1 : current.version;
    await tx.termsTemplate.update({
      where: { id: current.id, companyId },
      data: { name, body, version, isDefault: makeDefault ? true : undefined },
    });
    if (changed)
      await tx.termsVersion.create({
        data: { id: newId("termsVersion"), companyId, templateId: current.id, version, name, body },
      });
    const before = {
      name: current.name,
      body: current.body,
      version: current.version,
      is_default: current.isDefault,
    };
    const changes = changesBetween(
      before,
      { name, body, version, is_default: makeDefault || current.isDefault },
      BODY_AS_CHANGED,
    );
    await recordActivity(tx, {
      companyId,
      actor: options.actor,
      action: "terms.updated",
      object: { type: "terms", id: current.id },
      changes,
    });
  });
  return findTerms(db, companyId, input.id);
}

/** The version an agreement freezes: the named template's current one, or the default's. */
export async function currentTermsVersion(
  tx: Tx,
  companyId: string,
  termsId: string | undefined,
): Promise<TermsVersionRow> {
  const template = termsId
    ? await findTerms(tx, companyId, termsId, "/terms_id")
    : await ensureDefaultTerms(tx, companyId);
  return tx.termsVersion.findFirstOrThrow({
    where: { companyId, templateId: template.id, version: template.version },
  });
}

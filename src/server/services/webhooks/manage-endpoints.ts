// Creating, changing and removing webhook endpoints, and their secrets.
import { db } from "../../db";
import { notFound } from "../../errors";
import { newId } from "../../ids";
import type { ListQuery } from "../../models/list";
import { pageArgs } from "../pagination";
import {
  toWebhookEndpoint,
  type CreateWebhookEndpointInput,
  type EndpointRow,
  type UpdateWebhookEndpointFields,
} from "../../models/webhook";
import { changesBetween, changesOfNew, changesOfRemoved, secretChanges } from "../activity/changes";
import { recordActivity, type ActivityActor } from "../activity/record-activity";
import type { Tx } from "../../db";
import { findEndpoint } from "./find-endpoint";
import { newWebhookSecret } from "./signature";

type Change = { companyId: string; actor: ActivityActor; endpointId: string };

/** The activity row of a change to an endpoint: its API fields that moved; the secret only as "changed". */
export async function recordEndpointActivity(
  tx: Tx,
  options: Omit<Change, "endpointId"> & {
    action: string;
    before: EndpointRow | null;
    after: EndpointRow;
    secretChanged?: boolean;
  },
) {
  const after = toWebhookEndpoint(options.after);
  const changes = [
    ...(options.before
      ? changesBetween(toWebhookEndpoint(options.before), after)
      : changesOfNew(after)),
    ...(options.secretChanged ? secretChanges("secret") : []),
  ];
  await recordActivity(tx, {
    companyId: options.companyId,
    actor: options.actor,
    action: options.action,
    object: { type: "webhook_endpoint", id: options.after.id },
    changes,
  });
}

export async function createEndpoint(options: {
  companyId: string;
  actor: ActivityActor;
  input: CreateWebhookEndpointInput;
}): Promise<EndpointRow> {
  const { input } = options;
  return db.$transaction(async (tx) => {
    const row = await tx.webhookEndpoint.create({
      data: {
        id: newId("webhookEndpoint"),
        companyId: options.companyId,
        url: input.url,
        events: input.events,
        description: input.description ?? null,
        enabled: input.enabled,
        secret: newWebhookSecret(),
      },
    });
    await recordEndpointActivity(tx, {
      ...options,
      action: "webhook_endpoint.created",
      before: null,
      after: row,
      secretChanged: true,
    });
    return row;
  });
}

export async function listEndpoints(options: {
  companyId: string;
  query: ListQuery;
}): Promise<EndpointRow[]> {
  const { idFilter, take, orderBy } = pageArgs(options.query);
  return db.webhookEndpoint.findMany({
    where: { companyId: options.companyId, id: idFilter },
    take,
    orderBy,
  });
}

/** Fields sent change, fields left out stay. Enabling clears `disabled_reason` and starts from new events only. */
export async function updateEndpoint(
  options: Change & { input: UpdateWebhookEndpointFields },
): Promise<EndpointRow> {
  const { input } = options;
  const current = await findEndpoint(options);
  const enabling = input.enabled === true && !current.enabled;
  const disabling = input.enabled === false;
  return db.$transaction(async (tx) => {
    const row = await tx.webhookEndpoint.update({
      where: { id: current.id },
      data: {
        url: input.url,
        events: input.events,
        description: input.description,
        enabled: input.enabled,
        ...(input.enabled === true ? { disabledReason: null } : {}),
        ...(enabling ? { enabledAt: new Date(), failingSince: null } : {}),
        ...(disabling && current.enabled ? { disabledReason: null } : {}),
      },
    });
    await recordEndpointActivity(tx, {
      ...options,
      action: "webhook_endpoint.updated",
      before: current,
      after: row,
    });
    return row;
  });
}

/** Deletes the endpoint with its delivery log; its pending retries find nothing and stop. */
export async function deleteEndpoint(options: Change): Promise<void> {
  const current = await findEndpoint(options);
  await db.$transaction(async (tx) => {
    // Of two deletes racing, one removes the row; the other finds nothing and says so.
    const { count } = await tx.webhookEndpoint.deleteMany({
      where: { id: current.id, companyId: options.companyId },
    });
    if (count === 0) throw notFound("webhook endpoint");
    const object = { type: "webhook_endpoint" as const, id: current.id };
    await recordActivity(tx, {
      companyId: options.companyId,
      actor: options.actor,
      action: "webhook_endpoint.deleted",
      object,
      changes: changesOfRemoved(toWebhookEndpoint(current)),
    });
  });
}

export async function revealSecret(options: {
  companyId: string;
  endpointId: string;
}): Promise<string> {
  return (await findEndpoint(options)).secret;
}

/** A new secret; deliveries carry a signature with the replaced one too for `oldValidForSeconds`, and any older one stops at once. */
export async function rotateSecret(
  options: Change & { oldValidForSeconds: number },
): Promise<EndpointRow> {
  const current = await findEndpoint(options);
  const keepOld = options.oldValidForSeconds > 0;
  return db.$transaction(async (tx) => {
    const row = await tx.webhookEndpoint.update({
      where: { id: current.id },
      data: {
        secret: newWebhookSecret(),
        previousSecret: keepOld ? current.secret : null,
        previousSecretExpiresAt: keepOld
          ? new Date(Date.now() + options.oldValidForSeconds * 1000)
          : null,
      },
    });
    await recordEndpointActivity(tx, {
      ...options,
      action: "webhook_endpoint.secret_rotated",
      before: current,
      after: row,
      secretChanged: true,
    });
    return row;
  });
}

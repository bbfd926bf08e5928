// Creating, changing and removing webhook endpoints, and their secrets.
import { db } from "../../db";
import { newId } from "../../ids";
import type { ListQuery } from "../../models/list";
import { pageArgs } from "../pagination";
import type { CreateWebhookEndpointInput, EndpointRow, UpdateWebhookEndpointFields } from "../../models/webhook";
import { findEndpoint } from "./find-endpoint";
import { newWebhookSecret } from "./signing";

export async function createEndpoint(options: { companyId: string; input: CreateWebhookEndpointInput }): Promise<EndpointRow> {
  const { input } = options;
  return db.webhookEndpoint.create({
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
}

export async function listEndpoints(options: { companyId: string; query: ListQuery }): Promise<EndpointRow[]> {
  const { idFilter, take, orderBy } = pageArgs(options.query);
  return db.webhookEndpoint.findMany({ where: { companyId: options.companyId, id: idFilter }, take, orderBy });
}

/** Fields sent change, fields left out stay. Enabling clears `disabled_reason` and starts from new events only. */
export async function updateEndpoint(options: { companyId: string; endpointId: string; input: UpdateWebhookEndpointFields }): Promise<EndpointRow> {
  const { input } = options;
  const current = await findEndpoint(options);
  const enabling = input.enabled === true && !current.enabled;
  const disabling = input.enabled === false;
  return db.webhookEndpoint.update({
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
}

/** Deletes the endpoint with its delivery log; its pending retries find nothing and stop. */
export async function deleteEndpoint(options: { companyId: string; endpointId: string }): Promise<void> {
  const current = await findEndpoint(options);
  await db.webhookEndpoint.delete({ where: { id: current.id } });
}

export async function revealSecret(options: { companyId: string; endpointId: string }): Promise<string> {
  return (await findEndpoint(options)).secret;
}

/** A new secret; the replaced one goes on signing for `oldValidForSeconds`, and any older one stops at once. */
export async function rotateSecret(options: { companyId: string; endpointId: string; oldValidForSeconds: number }): Promise<EndpointRow> {
  const current = await findEndpoint(options);
  const keepOld = options.oldValidForSeconds > 0;
  return db.webhookEndpoint.update({
    where: { id: current.id },
    data: {
      secret: newWebhookSecret(),
      previousSecret: keepOld ? current.secret : null,
      previousSecretExpiresAt: keepOld ? new Date(Date.now() + options.oldValidForSeconds * 1000) : null,
    },
  });
}

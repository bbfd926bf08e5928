// "New customer": the hirer and their customer.created event commit together.
import { db } from "../../db";
import { newId } from "../../ids";
import {
  customerColumns,
  customerSearchText,
  toCustomer,
  type CreateCustomerInput,
  type CustomerWithCheck,
} from "../../models/customer";
import { recordActivity, type ActivityActor } from "../activity/record-activity";
import { writeEvent } from "../events/write-event";
import { customerChanges } from "./customer-changes";
import { customerInclude } from "./find-customer";

export async function createCustomer(options: {
  companyId: string;
  actor: ActivityActor;
  input: CreateCustomerInput;
}): Promise<CustomerWithCheck> {
  const { companyId, input } = options;
  const columns = customerColumns(input);
  return db.$transaction(async (tx) => {
    const customer = await tx.customer.create({
      data: {
        ...columns,
        id: newId("customer"),
        companyId,
        name: input.name,
        searchText: customerSearchText({
          name: input.name,
          email: input.email ?? null,
          phone: input.phone ?? null,
          licenceNumber: input.licence_number ?? null,
        }),
      },
      include: customerInclude,
    });
    await writeEvent(tx, { companyId, type: "customer.created", object: toCustomer(customer) });
    const changes = customerChanges(null, customer);
    await recordActivity(tx, {
      companyId,
      actor: options.actor,
      action: "customer.created",
      object: { type: "customer", id: customer.id },
      changes,
    });
    return customer;
  });
}

"use client";
// Edit a ticket's subject and description with the API's own rules (`UpdateTicketFields`):
// each problem is a sentence under its field, a refusal is said in words above the buttons,
// and Cancel leaves the ticket as it was.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { appErrorCode } from "~/components/ui/app-error";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { fieldErrors } from "~/components/ui/field-errors";
import { FormProblem } from "~/components/ui/form-problem";
import { UpdateTicketFields, type Ticket } from "~/server/models/ticket";
import { useTRPC } from "~/trpc/react";

const EditTicket = UpdateTicketFields.pick({ subject: true, body: true }).required();
type Values = z.input<typeof EditTicket>;

const LABELS = { subject: "Subject", body: "Description" } as const;
const MAX_LENGTH = { subject: 200, body: 20_000 } as const;

// The schema's and the API's words follow a field's name ("is required").
const sentence = (field: keyof Values, message: string | undefined) =>
  message
    ? `${LABELS[field]} ${message.charAt(0).toLowerCase()}${message.slice(1).replace(/\.$/, "")}.`
    : undefined;
const resolver = zodResolver(EditTicket, {
  error: (issue) =>
    issue.code === "too_big" ? `must be ${String(issue.maximum)} characters or fewer` : undefined,
});

function refusal(error: unknown): string {
  if (!(error instanceof TRPCClientError) || !error.data)
    return "The ticket was not saved: Kerbside could not be reached. Check your connection and try again.";
  if (appErrorCode(error) === "not_found")
    return "The ticket was not saved: it has been deleted since you opened it.";
  return `The ticket was not saved. ${error.message}`;
}

export function TicketEditForm({ ticket, onDone }: { ticket: Ticket; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const update = useMutation(trpc.support.updateTicket.mutationOptions());
  const form = useForm<Values>({
    resolver,
    defaultValues: { subject: ticket.subject, body: ticket.body },
  });
  const errors = form.formState.errors;
  const { setFocus } = form;
  useEffect(() => setFocus("subject"), [setFocus]);

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const saved = await update.mutateAsync({ id: ticket.id, ...values });
      queryClient.setQueryData(trpc.support.getTicket.queryKey({ id: saved.id }), saved);
      await queryClient.invalidateQueries({ queryKey: trpc.support.pathKey() });
      toast.success("Ticket saved.");
      onDone();
    } catch (error) {
      const fields = fieldErrors(error);
      for (const field of ["subject", "body"] as const)
        if (fields[`/${field}`]) form.setError(field, { message: fields[`/${field}`] });
      if (!fields["/subject"] && !fields["/body"]) setProblem(refusal(error));
    }
  });

  const bodyError = sentence("body", errors.body?.message);
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="ticket-edit-heading"
      className="space-y-4"
    >
      <h2 id="ticket-edit-heading" className="text-base font-semibold">
        Edit ticket
      </h2>
      <Field
        label={LABELS.subject}
        maxLength={MAX_LENGTH.subject}
        error={sentence("subject", errors.subject?.message)}
        {...form.register("subject")}
      />
      <div className="space-y-1.5">
        <label htmlFor="ticket-body-edit" className="block text-sm font-medium text-slate-800">
          {LABELS.body}
        </label>
        <textarea
          id="ticket-body-edit"
          rows={6}
          maxLength={MAX_LENGTH.body}
          aria-invalid={bodyError ? true : undefined}
          aria-describedby={bodyError ? "ticket-body-edit-error" : undefined}
          className={`block w-full rounded-lg border bg-white px-3 py-2 text-base shadow-sm sm:text-sm ${bodyError ? "border-red-500" : "border-slate-300"}`}
          {...form.register("body")}
        />
        {bodyError ? (
          <p id="ticket-body-edit-error" role="alert" className="text-sm text-red-700">
            {bodyError}
          </p>
        ) : null}
      </div>
      <FormProblem message={problem} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="secondary"
          className="min-h-11"
          onClick={onDone}
          disabled={form.formState.isSubmitting}
        >
          Cancel
        </Button>
        <Button type="submit" className="min-h-11" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Saving…" : "Save changes"}
        </Button>
      </div>
    </form>
  );
}

"use client";
// Open a ticket: subject, description and priority; the object it was opened from
// (?report_id=... and the like) is linked and shown. The server checks every field with
// the API's schema and names each bad one; its message appears under that field.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { fieldErrors } from "~/components/ui/field-errors";
import { asSentence } from "~/components/ui/sentence";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { TICKET_PRIORITIES, type TicketPriority } from "~/server/models/ticket";
import { useTRPC } from "~/trpc/react";
import { PRIORITY_LABELS } from "./labels";
import { LinkedObjects, type LinkIds } from "./linked-objects";

const control = "block w-full rounded-lg border bg-white px-3 text-base shadow-sm sm:text-sm";

export function TicketForm({ links }: { links: LinkIds }) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [priority, setPriority] = useState<TicketPriority>("normal");
  const create = useMutation(
    trpc.support.createTicket.mutationOptions({
      onSuccess: async (ticket) => {
        await queryClient.invalidateQueries({ queryKey: trpc.support.pathKey() });
        toast.success("Ticket opened.");
        router.push(`/tickets/${ticket.id}`);
      },
      onError: (error) => {
        if (Object.keys(fieldErrors(error)).length === 0)
          toast.error(`Not opened: ${error.message}`);
      },
    }),
  );
  const errors = fieldErrors(create.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ subject, body, priority, ...links });
  };
  const bodyError = errors["/body"];
  return (
    <form onSubmit={submit} className="space-y-5" noValidate>
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-slate-800">Linked to</p>
        <LinkedObjects
          links={links}
          empty="Nothing: this ticket is not about a particular record."
        />
        {["/report_id", "/agreement_id", "/vehicle_id", "/customer_id"].map((p) =>
          errors[p] ? (
            <p key={p} role="alert" className="text-sm text-red-700">
              The linked record was not found. {asSentence(errors[p])}
            </p>
          ) : null,
        )}
      </div>
      <Field
        label="Subject"
        value={subject}
        onChange={(e) => setSubject(e.target.value)}
        maxLength={200}
        required
        error={errors["/subject"]}
      />
      <div className="space-y-1.5">
        <label htmlFor="ticket-body" className="block text-sm font-medium text-slate-800">
          What happened?
        </label>
        <textarea
          id="ticket-body"
          rows={6}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          maxLength={20_000}
          required
          aria-invalid={bodyError ? true : undefined}
          aria-describedby={bodyError ? "ticket-body-error" : undefined}
          className={`${control} py-2 ${bodyError ? "border-red-500" : "border-slate-300"}`}
        />
        {bodyError ? (
          <p id="ticket-body-error" role="alert" className="text-sm text-red-700">
            {asSentence(bodyError, "The description")}
          </p>
        ) : null}
      </div>
      <div className="space-y-1.5">
        <label htmlFor="ticket-priority-new" className="block text-sm font-medium text-slate-800">
          Priority
        </label>
        <select
          id="ticket-priority-new"
          value={priority}
          onChange={(e) => setPriority(e.target.value as TicketPriority)}
          className={`${control} min-h-11 border-slate-300 sm:w-48`}
        >
          {TICKET_PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {PRIORITY_LABELS[p]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex justify-end">
        <Button type="submit" className="min-h-11 w-full sm:w-auto" disabled={create.isPending}>
          {create.isPending ? "Opening…" : "Open ticket"}
        </Button>
      </div>
    </form>
  );
}

"use client";
// Status and priority of one ticket: close, reopen, mark pending or open, and the priority.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Clock, RotateCcw } from "lucide-react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import {
  TICKET_PRIORITIES,
  type Ticket,
  type TicketPriority,
  type TicketStatus,
} from "~/server/models/ticket";
import { useTRPC } from "~/trpc/react";
import { PRIORITY_LABELS, STATUS_LABELS } from "./labels";

export function TicketControls({ ticket }: { ticket: Ticket }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const update = useMutation(
    trpc.support.updateTicket.mutationOptions({
      onSuccess: async (updated, input) => {
        queryClient.setQueryData(trpc.support.getTicket.queryKey({ id: updated.id }), updated);
        await queryClient.invalidateQueries({ queryKey: trpc.support.pathKey() });
        toast.success(
          input.status
            ? `Ticket ${STATUS_LABELS[updated.status].toLowerCase()}.`
            : "Priority changed.",
        );
      },
      onError: (error) => toast.error(`Not changed: ${error.message}`),
    }),
  );
  const move = (status: TicketStatus) => update.mutate({ id: ticket.id, status });
  const busy = update.isPending;
  return (
    <div className="flex flex-wrap items-end gap-2">
      {ticket.status === "closed" ? (
        <Button
          variant="secondary"
          className="min-h-11"
          disabled={busy}
          onClick={() => move("open")}
        >
          <RotateCcw className="size-4" aria-hidden />
          Reopen ticket
        </Button>
      ) : (
        <>
          {ticket.status === "open" ? (
            <Button
              variant="secondary"
              className="min-h-11"
              disabled={busy}
              onClick={() => move("pending")}
            >
              <Clock className="size-4" aria-hidden />
              Mark pending
            </Button>
          ) : (
            <Button
              variant="secondary"
              className="min-h-11"
              disabled={busy}
              onClick={() => move("open")}
            >
              <RotateCcw className="size-4" aria-hidden />
              Mark open
            </Button>
          )}
          <Button className="min-h-11" disabled={busy} onClick={() => move("closed")}>
            <CheckCircle2 className="size-4" aria-hidden />
            Close ticket
          </Button>
        </>
      )}
      <div>
        <label
          htmlFor="ticket-priority-edit"
          className="mb-1 block text-xs font-medium text-slate-600"
        >
          Priority
        </label>
        <select
          id="ticket-priority-edit"
          value={ticket.priority}
          disabled={busy}
          onChange={(e) =>
            update.mutate({ id: ticket.id, priority: e.target.value as TicketPriority })
          }
          className="block min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base sm:text-sm"
        >
          {TICKET_PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {PRIORITY_LABELS[p]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

"use client";
// One ticket: what it is about (its subject and description editable by those who may
// change tickets), its status and priority, the records it names, the thread. Opening the
// page marks it read for this member.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { RelativeTime } from "~/components/ui/relative-time";
import type { Ticket } from "~/server/models/ticket";
import { useTRPC } from "~/trpc/react";
import { LinkedObjects, linkIds } from "./linked-objects";
import { TicketPriorityBadge, TicketStatusBadge } from "./ticket-badges";
import { TicketControls } from "./ticket-controls";
import { TicketEditForm } from "./ticket-edit-form";
import { TicketThread } from "./ticket-thread";

const EDIT_BUTTON = "ticket-edit-button";
const card = "rounded-[var(--radius-card)] bg-white p-5 shadow-sm ring-1 ring-slate-200";

type Props = { initial: Ticket; canWrite: boolean; canComment: boolean; canDelete: boolean };

function useMarkRead(ticket: Ticket) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { mutate } = useMutation(
    trpc.support.markRead.mutationOptions({
      // The answer carries the member's new unread count: the nav's badge takes it as it is,
      // over a count read while the mark was being written (page load reads both at once).
      onSuccess: async ({ unread }) => {
        const unreadKey = trpc.support.unreadCount.queryKey();
        await queryClient.cancelQueries({ queryKey: unreadKey });
        queryClient.setQueryData(unreadKey, { count: unread });
        await queryClient.invalidateQueries({ queryKey: trpc.support.inbox.pathKey() });
      },
    }),
  );
  // Read again whenever something new arrives while the page is open.
  useEffect(
    () => mutate({ id: ticket.id }),
    [mutate, ticket.id, ticket.updated_at, ticket.comments_count],
  );
}

export function TicketDetail({ initial, canWrite, canComment, canDelete }: Props) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { data: ticket } = useQuery({
    ...trpc.support.getTicket.queryOptions({ id: initial.id }),
    initialData: initial,
  });
  useMarkRead(ticket);
  const [editing, setEditing] = useState<"no" | "yes" | "done">("no");
  // Back to where the person was once the form closes: the Edit button, drawn again.
  useEffect(() => {
    if (editing === "done") document.getElementById(EDIT_BUTTON)?.focus();
  }, [editing]);
  const remove = useMutation(
    trpc.support.deleteTicket.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.support.inbox.pathKey() });
        toast.success("Ticket deleted.");
        router.push("/tickets");
      },
      onError: (error) => toast.error(`Not deleted: ${error.message}`),
    }),
  );
  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <div className="flex min-h-11 items-start justify-between gap-3">
          <h1 className="min-w-0 text-2xl font-semibold break-words">{ticket.subject}</h1>
          {canWrite && editing !== "yes" ? (
            <Button
              id={EDIT_BUTTON}
              variant="secondary"
              className="min-h-11 shrink-0"
              onClick={() => setEditing("yes")}
            >
              <Pencil className="size-4" aria-hidden />
              Edit
            </Button>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <TicketStatusBadge status={ticket.status} />
          <TicketPriorityBadge priority={ticket.priority} />
          <span>
            Opened <RelativeTime value={ticket.created_at} />
          </span>
          {ticket.closed_at ? (
            <span>
              Closed <RelativeTime value={ticket.closed_at} />
            </span>
          ) : null}
        </div>
      </div>
      <section aria-label="Ticket" className={`${card} space-y-4`}>
        {editing === "yes" ? (
          <TicketEditForm ticket={ticket} onDone={() => setEditing("done")} />
        ) : (
          <p className="text-sm break-words whitespace-pre-line text-slate-800">{ticket.body}</p>
        )}
        <div className="space-y-1.5 border-t border-slate-100 pt-4">
          <h2 className="text-xs font-medium text-slate-500">Linked to</h2>
          <LinkedObjects
            links={linkIds(ticket)}
            empty="Nothing: this ticket is not about a particular record."
          />
        </div>
      </section>
      {canWrite || canDelete ? (
        <div className="flex flex-wrap items-end justify-between gap-3">
          {canWrite ? <TicketControls ticket={ticket} /> : <span />}
          {canDelete ? (
            <ConfirmDialog
              trigger={
                <Button variant="ghost" className="min-h-11">
                  <Trash2 className="size-4" aria-hidden />
                  Delete
                </Button>
              }
              title="Delete this ticket?"
              description="The ticket and all its comments are deleted for good."
              confirmLabel="Delete ticket"
              destructive
              onConfirm={() => remove.mutateAsync({ id: ticket.id })}
            />
          ) : null}
        </div>
      ) : null}
      <TicketThread ticket={ticket} canComment={canComment} />
    </div>
  );
}

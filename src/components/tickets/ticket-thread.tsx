"use client";
// A ticket's comments, newest first, with the box to add one on top. A closed ticket
// takes no comments: the box says how to reopen it instead.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { fieldErrors } from "~/components/ui/field-errors";
import { asSentence } from "~/components/ui/sentence";
import { Button } from "~/components/ui/button";
import { ListError, LoadMore } from "~/components/ui/load-more";
import { RelativeTime } from "~/components/ui/relative-time";
import { usePagedList } from "~/components/ui/use-paged-list";
import type { Ticket, TicketComment } from "~/server/models/ticket";
import { useTRPC, useTRPCClient } from "~/trpc/react";

const authorName = (c: TicketComment) =>
  c.author.type === "user" ? c.author.name : "API integration";

function CommentBox({ ticket }: { ticket: Ticket }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [body, setBody] = useState("");
  const add = useMutation(
    trpc.support.createComment.mutationOptions({
      onSuccess: async () => {
        setBody("");
        await queryClient.invalidateQueries({ queryKey: trpc.support.pathKey() });
      },
      onError: (error) => {
        if (!fieldErrors(error)["/body"]) toast.error(`Not sent: ${error.message}`);
      },
    }),
  );
  const error = fieldErrors(add.error)["/body"];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate({ id: ticket.id, body });
  };
  return (
    <form onSubmit={submit} className="space-y-2" noValidate>
      <label htmlFor="comment-body" className="block text-sm font-medium text-slate-800">
        Add a comment
      </label>
      <textarea
        id="comment-body"
        rows={3}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        maxLength={20_000}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "comment-body-error" : undefined}
        className={`block w-full rounded-lg border bg-white px-3 py-2 text-base shadow-sm sm:text-sm ${error ? "border-red-500" : "border-slate-300"}`}
      />
      {error ? (
        <p id="comment-body-error" role="alert" className="text-sm text-red-700">
          {asSentence(error, "The comment")}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" className="min-h-11 w-full sm:w-auto" disabled={add.isPending}>
          {add.isPending ? "Sending…" : "Comment"}
        </Button>
      </div>
    </form>
  );
}

export function TicketThread({ ticket, canComment }: { ticket: Ticket; canComment: boolean }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const query = usePagedList([...trpc.support.listComments.queryKey(), ticket.id], (cursor) =>
    client.support.listComments.query({ id: ticket.id, limit: 25, cursor }),
  );
  const comments = query.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <section
      aria-labelledby="thread-heading"
      className="space-y-4 rounded-[var(--radius-card)] bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="thread-heading" className="text-lg font-semibold">
        Comments
      </h2>
      {!canComment ? null : ticket.status === "closed" ? (
        <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200">
          This ticket is closed. Reopen it to add a comment.
        </p>
      ) : (
        <CommentBox ticket={ticket} />
      )}
      {query.isPending ? (
        <div
          role="status"
          className="h-16 animate-pulse rounded-lg bg-slate-100 motion-reduce:animate-none"
          aria-label="Loading comments"
        />
      ) : null}
      {query.isError ? (
        <ListError what="comments" error={query.error} retry={query.refetch} />
      ) : null}
      {query.isSuccess && comments.length === 0 ? (
        <p className="text-sm text-slate-600">No comments yet.</p>
      ) : null}
      <ol className="space-y-3" aria-label="Comments, newest first">
        {comments.map((c) => (
          <li
            key={c.id}
            className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200"
            data-testid="ticket-comment"
          >
            <p className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
              <span className="font-medium text-slate-900">{authorName(c)}</span>
              <span className="text-xs text-slate-500">
                <RelativeTime value={c.created_at} />
              </span>
            </p>
            <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-800">{c.body}</p>
          </li>
        ))}
      </ol>
      <LoadMore query={query} />
    </section>
  );
}

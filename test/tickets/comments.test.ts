// A ticket's thread through the API key and the staff app: authors, pending -> open,
// 409 on a closed ticket, newest first, comments_count, and validation.
import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { apiCompany, call, json, problemOf } from "../api/http";
import { addUser, staff } from "../factories";
import type { TicketBody } from "./ticket-body";

type CommentBody = {
  id: string;
  ticket_id: string;
  body: string;
  author: Record<string, unknown>;
  created_at: string;
};

describe("/api/v1/tickets/{id}/comments", () => {
  it("adds a comment by the API key with 201, counts it, and lists the thread newest first", async () => {
    const { key } = await apiCompany();
    const ticket = await json<TicketBody>(
      await call("POST", "/tickets", { key, body: { subject: "S", body: "B" } }),
    );
    const response = await call("POST", `/tickets/${ticket.id}/comments`, {
      key,
      body: { body: "  First  " },
    });
    expect(response.status).toBe(201);
    const first = await json<CommentBody>(response);
    expect(first).toMatchObject({
      ticket_id: ticket.id,
      body: "First",
      author: { type: "api_key" },
    });
    expect(first.id).toMatch(/^cmt_[0-9a-z]{26}$/);
    expect(Object.keys(first.author)).toEqual(["type"]);
    const second = await json<CommentBody>(
      await call("POST", `/tickets/${ticket.id}/comments`, { key, body: { body: "Second" } }),
    );
    const list = await json<{ data: CommentBody[]; has_more: boolean; next_cursor: string | null }>(
      await call("GET", `/tickets/${ticket.id}/comments`, { key }),
    );
    expect(list).toEqual({ data: [second, first], has_more: false, next_cursor: null });
    const paged = await json<{ data: CommentBody[]; next_cursor: string }>(
      await call("GET", `/tickets/${ticket.id}/comments?limit=1`, { key }),
    );
    expect(paged.data).toEqual([second]);
    expect(
      (
        await json<{ data: CommentBody[] }>(
          await call("GET", `/tickets/${ticket.id}/comments?limit=1&cursor=${paged.next_cursor}`, {
            key,
          }),
        )
      ).data,
    ).toEqual([first]);
    expect(await json(await call("GET", `/tickets/${ticket.id}`, { key }))).toMatchObject({
      comments_count: 2,
      status: "open",
    });
  });

  it("reopens a pending ticket, and refuses a closed one with 409 invalid_state storing nothing", async () => {
    const { key, companyId } = await apiCompany();
    const { id } = await json<TicketBody>(
      await call("POST", "/tickets", { key, body: { subject: "S", body: "B" } }),
    );
    await call("PUT", `/tickets/${id}`, { key, body: { status: "pending" } });
    expect(
      (await call("POST", `/tickets/${id}/comments`, { key, body: { body: "Answer" } })).status,
    ).toBe(201);
    expect(await json(await call("GET", `/tickets/${id}`, { key }))).toMatchObject({
      status: "open",
      comments_count: 1,
    });
    await call("PUT", `/tickets/${id}`, { key, body: { status: "closed" } });
    const refused = await problemOf(
      await call("POST", `/tickets/${id}/comments`, { key, body: { body: "Too late" } }),
      409,
    );
    expect(refused.code).toBe("invalid_state");
    expect(await db.ticketComment.count({ where: { companyId } })).toBe(1);
    expect(await json(await call("GET", `/tickets/${id}`, { key }))).toMatchObject({
      status: "closed",
      comments_count: 1,
    });
  });

  it("validates the body by pointer and rejects unknown fields", async () => {
    const { key } = await apiCompany();
    const { id } = await json<TicketBody>(
      await call("POST", "/tickets", { key, body: { subject: "S", body: "B" } }),
    );
    for (const body of ["", "   ", "x".repeat(20_001)]) {
      expect(
        (
          await problemOf(
            await call("POST", `/tickets/${id}/comments`, { key, body: { body } }),
            400,
          )
        ).errors,
      ).toEqual([expect.objectContaining({ pointer: "/body" })]);
    }
    expect(
      (
        await problemOf(
          await call("POST", `/tickets/${id}/comments`, {
            key,
            body: { body: "ok", author: "me" },
          }),
          400,
        )
      ).code,
    ).toBe("invalid_request");
    expect(
      (await call("POST", `/tickets/${id}/comments`, { key, body: { body: "x".repeat(20_000) } }))
        .status,
    ).toBe(201);
  });

  it("names a staff author by id and name, as they were when they wrote it", async () => {
    const { companyId, key } = await apiCompany();
    const inspector = await addUser(companyId, "INSPECTOR");
    const app = staff(companyId, inspector.id, "INSPECTOR");
    const ticket = await app.support.createTicket({ subject: "From the yard", body: "Dent" });
    const comment = await app.support.createComment({ id: ticket.id, body: "Photo added" });
    expect(comment.author).toEqual({ type: "user", id: inspector.id, name: "INSPECTOR person" });
    await db.user.update({ where: { id: inspector.id }, data: { name: "Renamed" } });
    const listed = await json<{ data: CommentBody[] }>(
      await call("GET", `/tickets/${ticket.id}/comments`, { key }),
    );
    expect(listed.data[0]!.author).toEqual({
      type: "user",
      id: inspector.id,
      name: "INSPECTOR person",
    });
  });
});

"use client";
// The Owner hands the company to another member: they become an Owner, you a Manager.
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormProblem } from "~/components/ui/form-problem";
import { useTRPC } from "~/trpc/react";
import type { Member } from "./types";

export function TransferOwnershipForm({ members }: { members: Member[] }) {
  const trpc = useTRPC();
  const router = useRouter();
  const transfer = useMutation(trpc.settings.team.transferOwnership.mutationOptions());
  const candidates = members.filter((m) => !m.is_you);
  const [problem, setProblem] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const userId = (form.get("user_id") as string | null) ?? "";
    const to = candidates.find((m) => m.id === userId);
    setProblem(null);
    if (!to) return setProblem("Choose who takes the company over.");
    try {
      await transfer.mutateAsync({
        user_id: userId,
        password: (form.get("password") as string | null) ?? "",
      });
    } catch (error) {
      return setProblem(
        error instanceof Error ? error.message : "The company could not be handed over. Try again.",
      );
    }
    toast.success(`${to.name} is now an Owner; you are a Manager.`);
    router.push("/dashboard");
    router.refresh();
  }

  return (
    <section
      aria-labelledby="transfer-heading"
      className="rounded-[var(--radius-card)] bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id="transfer-heading" className="text-base font-semibold">
        Hand the company over
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        The member you choose becomes an Owner, and you become a Manager.
      </p>
      {candidates.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          Invite someone first: there is nobody else on the team yet.
        </p>
      ) : (
        <form onSubmit={(e) => void onSubmit(e)} className="mt-4 max-w-md space-y-4" noValidate>
          <FormProblem message={problem} />
          <div className="space-y-1.5">
            <label htmlFor="transfer-to" className="block text-sm font-medium text-slate-800">
              New Owner
            </label>
            <select
              id="transfer-to"
              name="user_id"
              defaultValue=""
              className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base sm:text-sm"
            >
              <option value="" disabled>
                Choose a member
              </option>
              {candidates.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name} ({m.email})
                </option>
              ))}
            </select>
          </div>
          <Field
            label="Your password"
            name="password"
            type="password"
            autoComplete="current-password"
            hint="Asked again, as this cannot be undone by you."
          />
          <Button type="submit" variant="danger" disabled={transfer.isPending}>
            {transfer.isPending ? "Handing over…" : "Hand over"}
          </Button>
        </form>
      )}
    </section>
  );
}

"use client";
// The Owner's rule: everyone in the company logs in with a two-step code.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useTRPC } from "~/trpc/react";

export function TwoStepRuleCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useQuery(trpc.account.twoStep.queryOptions());
  const setRule = useMutation(trpc.settings.team.setTwoStepRule.mutationOptions());
  if (!status.data) return null;
  const required = status.data.required_by_company;

  const change = async (next: boolean) => {
    try {
      await setRule.mutateAsync({ required: next });
      await queryClient.invalidateQueries(trpc.account.twoStep.queryFilter());
      toast.success(
        next
          ? "Two-step sign-in is now required for everyone."
          : "Two-step sign-in is now each member's choice.",
      );
    } catch (error) {
      toast.error(
        error instanceof Error ? error.message : "The rule could not be changed. Try again.",
      );
      throw error;
    }
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600" data-testid="two-step-rule">
        {required
          ? "Required: every member logs in with a code. Members without it set it up at their next step in Kerbside."
          : "Not required: each member chooses."}
      </p>
      {!status.data.enabled && !required ? (
        <p className="text-sm text-slate-600">Turn it on for yourself first, above.</p>
      ) : (
        <ConfirmDialog
          trigger={
            <Button variant="secondary">
              {required ? "Stop requiring it" : "Require it for everyone"}
            </Button>
          }
          title={
            required ? "Stop requiring two-step sign-in?" : "Require two-step sign-in for everyone?"
          }
          description={
            required
              ? "Members who set it up keep it; others can log in with a password alone."
              : "Members without it can do nothing in Kerbside until they set it up with an authenticator app."
          }
          confirmLabel={required ? "Stop requiring" : "Require it"}
          onConfirm={() => change(!required)}
        />
      )}
    </div>
  );
}

"use client";
// `Prepare damage charge` on a completed or signed-off inbound report of an agreement: makes
// the draft (fair wear and tear already left out) and opens it.
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { useTRPC } from "~/trpc/react";

export function PrepareChargeButton({ reportId }: { reportId: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const prepare = useMutation(
    trpc.agreements.createDamageCharge.mutationOptions({
      onSuccess: (charge) => router.push(`/damage-charges/${charge.id}`),
      onError: (error) => toast.error(error.message),
    }),
  );
  return (
    <Button
      className="min-h-11"
      disabled={prepare.isPending}
      onClick={() => prepare.mutate({ report_id: reportId })}
    >
      Prepare damage charge
    </Button>
  );
}

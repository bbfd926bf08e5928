"use client";
// Send for signing (or send a new link), then show the link once with a copy button. The hire
// gate's warnings come first: the hirer may sign, but a blocking one stops the handover.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { OneTimeLink } from "~/components/ui/one-time-link";
import type { Agreement } from "~/server/models/agreement";
import { useTRPC } from "~/trpc/react";
import { blockingOf, HireWarningList } from "./hire-warning-list";

export function SendPanel({
  agreement,
  onLink,
}: {
  agreement: Agreement;
  onLink?: (url: string) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [link, setLink] = useState<string | null>(null);
  const send = useMutation(
    trpc.agreements.sendAgreement.mutationOptions({
      onSuccess: async (sent) => {
        setLink(sent.signing_url);
        onLink?.(sent.signing_url);
        toast.success(
          sent.customer.email
            ? `Signing link emailed to ${sent.customer.email}.`
            : "Signing link made. The hirer has no email address: copy the link and send it to them.",
        );
        await queryClient.invalidateQueries({ queryKey: trpc.agreements.pathKey() });
      },
      onError: (error) => toast.error(error.message),
    }),
  );
  const resend = agreement.status === "sent";
  const blocks = blockingOf(agreement.warnings).length > 0;
  return (
    <div className="space-y-3">
      <HireWarningList warnings={agreement.warnings} title="Check before the hirer signs">
        {blocks
          ? "The hirer can sign, but the vehicle goes out only once these are put right, or with a reason you give at handover."
          : "These do not stop the hire."}
      </HireWarningList>
      {resend ? (
        <ConfirmDialog
          trigger={
            <Button variant="secondary" className="min-h-11">
              <Send className="size-4" aria-hidden />
              Send a new link
            </Button>
          }
          title="Send a new signing link?"
          description="The link sent before stops working at once. The hirer gets the new one by email when they have an address."
          confirmLabel="Send new link"
          onConfirm={() => send.mutateAsync({ id: agreement.id })}
        />
      ) : (
        <Button
          className="min-h-11"
          disabled={send.isPending}
          onClick={() => send.mutate({ id: agreement.id })}
        >
          <Send className="size-4" aria-hidden />
          {send.isPending ? "Sending…" : "Send for signing"}
        </Button>
      )}
      {link ? <OneTimeLink title="Signing link (shown once)" link={link} /> : null}
    </div>
  );
}

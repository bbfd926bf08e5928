"use client";
// Log out, leaving nothing of the inspections on the phone (components/offline/phone-data.ts).
// Changes not yet uploaded are never lost without a word: the button first counts them and,
// when there are any, asks, saying how many would be deleted.
import { LogOut } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { toast } from "sonner";
import { clearPhoneData, unsentChanges } from "~/components/offline/phone-data";

// The dialog (and its library) is loaded when there is something to ask, not with every page.
const ConfirmDialog = dynamic(() =>
  import("~/components/ui/confirm-dialog").then((m) => m.ConfirmDialog),
);

const changes = (n: number) => (n === 1 ? "1 change" : `${n} changes`);

async function logOut(): Promise<void> {
  try {
    // next-auth's client (with its transpiled runtime) is loaded when someone logs out, not with every page.
    const { signOut } = await import("next-auth/react");
    await signOut({ redirect: false });
  } catch (error) {
    toast.error("Could not log out: there is no connection. Try again with signal.");
    throw error;
  }
  await clearPhoneData().catch(() => undefined);
  window.location.assign("/login");
}

export function LogOutButton({ className }: { className: string }) {
  const [unsent, setUnsent] = useState(0);
  const [asking, setAsking] = useState(false);
  const one = unsent === 1;
  const them = one ? "it" : "them";

  const start = async () => {
    const count = await unsentChanges().catch(() => 0);
    if (count === 0) return logOut().catch(() => undefined);
    setUnsent(count);
    setAsking(true);
  };

  return (
    <>
      <button type="button" onClick={() => void start()} className={className}>
        <LogOut className="size-4" aria-hidden />
        Log out
      </button>
      {asking ? (
        <ConfirmDialog
          open
          onOpenChange={setAsking}
          title={`Delete ${changes(unsent)} not uploaded?`}
          description={`${changes(unsent)} made on this phone ${one ? "has" : "have"} not uploaded yet. Logging out deletes ${them} from this phone, with the reports kept here for working offline. To keep ${them}, cancel and let ${them} upload with signal first.`}
          confirmLabel="Delete and log out"
          destructive
          onConfirm={logOut}
        />
      ) : null}
    </>
  );
}

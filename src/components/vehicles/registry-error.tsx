// Registry failures in words a user understands, with what to do next.
import { AlertTriangle, SearchX, WifiOff } from "lucide-react";
import { IntentLink } from "~/components/ui/intent-link";
import type { ReactNode } from "react";
import { formatVrm } from "~/server/models/uk-format";

type ClientError = { message: string; data?: { appCode?: string } | null };

export function RegistryError({ error, vrm }: { error: ClientError; vrm: string }) {
  const plate = formatVrm(vrm);
  let icon = <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden />;
  let title: string;
  let body: ReactNode;
  switch (error.data?.appCode) {
    case "vrm_not_found":
      icon = <SearchX className="mt-0.5 size-5 shrink-0" aria-hidden />;
      title = `We couldn't find ${plate}`;
      body =
        "The DVLA has no vehicle with that registration. Check it for typos (0 and O, 1 and I are easy to mix up) and try again.";
      break;
    case "registry_unavailable":
      icon = <WifiOff className="mt-0.5 size-5 shrink-0" aria-hidden />;
      title = "The vehicle registry isn't answering";
      body =
        "The DVLA or DVSA service is busy or down for the moment. Nothing was added. Try again in a minute.";
      break;
    case "invalid_request":
      title = `${plate} doesn't look like a UK registration`;
      body = "Use letters and numbers only, for example AB12 CDE.";
      break;
    case "conflict": {
      const id = /veh_[0-9a-z]+/.exec(error.message)?.[0];
      title = `${plate} is already in your fleet`;
      body = id ? (
        <IntentLink href={`/vehicles/${id}`} className="font-medium underline">
          Open {plate}
        </IntentLink>
      ) : (
        "Find it in the vehicle list."
      );
      break;
    }
    default:
      title = "Something went wrong";
      body = error.message;
  }
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-[var(--radius-card)] bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200"
    >
      {icon}
      <div>
        <p className="font-semibold">{title}</p>
        <p className="mt-1">{body}</p>
      </div>
    </div>
  );
}

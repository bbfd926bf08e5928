import { formatVrm } from "~/server/models/uk-format";

/** Plain words for what can go wrong when creating a report (nothing is charged in any of these). */
export function createErrorMessage(code: string | null, vrm: string, fallback: string): string {
  switch (code) {
    case "vrm_not_found":
      return `The DVLA has no vehicle registered as ${formatVrm(vrm)}. Check the registration for typing mistakes (0 and O, 1 and I) and try again.`;
    case "registry_unavailable":
      return "The DVLA vehicle registry is not answering at the moment. No report was created and nothing was charged. Try again in a minute.";
    case "rate_limited":
      return "Too many requests in a short time. Wait a moment and try again.";
    case "forbidden":
      return "Your role does not allow creating reports. Ask an Owner or Manager of your company.";
    default:
      return fallback;
  }
}

import { emailPasswordReset } from "../../../services/auth/password-reset";
import type { JobPayloads } from "../../queue/types";

export const passwordResetHandler = (data: JobPayloads["password-reset"]) =>
  emailPasswordReset({ email: data.email });

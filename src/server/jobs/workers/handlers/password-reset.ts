import { mailPasswordReset } from "../../../services/auth/password-reset";
import type { JobPayloads } from "../../queue/types";

export const passwordResetHandler = (data: JobPayloads["password-reset"]) => mailPasswordReset({ email: data.email });

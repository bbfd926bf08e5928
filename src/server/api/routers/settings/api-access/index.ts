import { createTRPCRouter } from "../../../trpc";
import { getApiAccessProcedure } from "./get-api-access";
import { regenerateApiKeyProcedure } from "./regenerate-api-key";
import { regenerateTestApiKeyProcedure } from "./regenerate-test-api-key";
import { setApiEnabledProcedure } from "./set-api-enabled";
import { updateIpAllowListProcedure } from "./update-ip-allow-list";

/** The API Access settings page (staff with api.manage only; never through an API key). */
export const apiAccessRouter = createTRPCRouter({
  get: getApiAccessProcedure,
  setEnabled: setApiEnabledProcedure,
  regenerateKey: regenerateApiKeyProcedure,
  regenerateTestKey: regenerateTestApiKeyProcedure,
  updateIpAllowList: updateIpAllowListProcedure,
});

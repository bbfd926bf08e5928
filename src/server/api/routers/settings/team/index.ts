import { createTRPCRouter } from "../../../trpc";
import { acceptInvitationProcedure } from "./accept-invitation";
import { changeRoleProcedure } from "./change-role";
import { getInvitationProcedure } from "./get-invitation";
import { inviteMemberProcedure } from "./invite-member";
import { listTeamProcedure } from "./list-team";
import { removeMemberProcedure } from "./remove-member";
import { resendInvitationProcedure } from "./resend-invitation";
import { revokeInvitationProcedure } from "./revoke-invitation";
import { transferOwnershipProcedure } from "./transfer-ownership";
import { setTwoStepRuleProcedure } from "./two-step-rule";

export const teamRouter = createTRPCRouter({
  list: listTeamProcedure,
  invite: inviteMemberProcedure,
  resendInvitation: resendInvitationProcedure,
  revokeInvitation: revokeInvitationProcedure,
  changeRole: changeRoleProcedure,
  removeMember: removeMemberProcedure,
  getInvitation: getInvitationProcedure,
  acceptInvitation: acceptInvitationProcedure,
  transferOwnership: transferOwnershipProcedure,
  setTwoStepRule: setTwoStepRuleProcedure,
});

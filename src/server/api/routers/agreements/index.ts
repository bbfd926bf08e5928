// Router `agreements` (the contract's grouping): customers (hirers) and their licence
// checks, terms templates and rental agreements.
import { createTRPCRouter } from "../../trpc";
import { agreementAuditProcedure } from "./agreement-audit";
import { agreementOverlapsProcedure } from "./agreement-overlaps";
import { cancelAgreementProcedure } from "./cancel-agreement";
import { checkLicenceProcedure } from "./check-licence";
import { closeAgreementProcedure } from "./close-agreement";
import { createAgreementProcedure } from "./create-agreement";
import { createCustomerProcedure } from "./create-customer";
import { createTermsProcedure } from "./create-terms";
import { damageChargeProcedures } from "./damage-charges";
import { deleteCustomerProcedure } from "./delete-customer";
import { eraseCustomerProcedure } from "./erase-customer";
import { getRetentionPolicyProcedure } from "./get-retention-policy";
import { updateRetentionPolicyProcedure } from "./update-retention-policy";
import { fineProcedures } from "./fines";
import { getAgreementProcedure } from "./get-agreement";
import { getCustomerProcedure } from "./get-customer";
import { getLicenceCheckProcedure } from "./get-licence-check";
import { getTermsProcedure } from "./get-terms";
import { handoverAgreementProcedure } from "./handover-agreement";
import { hireWarningsProcedure } from "./hire-warnings";
import { listAgreementsProcedure } from "./list-agreements";
import { listCustomersProcedure } from "./list-customers";
import { listLicenceChecksProcedure } from "./list-licence-checks";
import { listTermsProcedure } from "./list-terms";
import { listTermsVersionsProcedure } from "./list-terms-versions";
import { sendAgreementProcedure } from "./send-agreement";
import { updateAgreementProcedure } from "./update-agreement";
import { updateCustomerProcedure } from "./update-customer";
import { updateTermsProcedure } from "./update-terms";

export const agreementsRouter = createTRPCRouter({
  createCustomer: createCustomerProcedure,
  listCustomers: listCustomersProcedure,
  getCustomer: getCustomerProcedure,
  updateCustomer: updateCustomerProcedure,
  deleteCustomer: deleteCustomerProcedure,
  eraseCustomer: eraseCustomerProcedure,
  getRetentionPolicy: getRetentionPolicyProcedure,
  updateRetentionPolicy: updateRetentionPolicyProcedure,
  checkLicence: checkLicenceProcedure,
  listLicenceChecks: listLicenceChecksProcedure,
  getLicenceCheck: getLicenceCheckProcedure,
  listTerms: listTermsProcedure,
  getTerms: getTermsProcedure,
  createTerms: createTermsProcedure,
  updateTerms: updateTermsProcedure,
  listTermsVersions: listTermsVersionsProcedure,
  createAgreement: createAgreementProcedure,
  listAgreements: listAgreementsProcedure,
  getAgreement: getAgreementProcedure,
  updateAgreement: updateAgreementProcedure,
  sendAgreement: sendAgreementProcedure,
  handoverAgreement: handoverAgreementProcedure,
  closeAgreement: closeAgreementProcedure,
  cancelAgreement: cancelAgreementProcedure,
  agreementOverlaps: agreementOverlapsProcedure,
  hireWarnings: hireWarningsProcedure,
  agreementAudit: agreementAuditProcedure,
  ...damageChargeProcedures,
  ...fineProcedures,
});

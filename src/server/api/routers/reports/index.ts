// Reports, their inspections (checklist items) and photos: router `reports`.
import { createTRPCRouter } from "../../trpc";
import { cancelReportProcedure } from "./cancel-report";
import { completeReportProcedure } from "./complete-report";
import { createHirerLinkProcedure } from "./create-hirer-link";
import { createInspectionProcedure } from "./create-inspection";
import { createReportProcedure } from "./create-report";
import { createShareLinkProcedure } from "./create-share-link";
import { createTemplateProcedure } from "./create-template";
import { defaultTemplateProcedure } from "./default-template";
import { deleteInspectionProcedure } from "./delete-inspection";
import { getComparisonProcedure } from "./get-comparison";
import { getInspectionProcedure } from "./get-inspection";
import { getReadinessProcedure } from "./get-readiness";
import { getReportProcedure } from "./get-report";
import { getTemplateProcedure } from "./get-template";
import { listInspectionsProcedure } from "./list-inspections";
import { listMediaProcedure } from "./list-media";
import { listReportsProcedure } from "./list-reports";
import { listSignersProcedure } from "./list-signers";
import { listTemplateVersionsProcedure } from "./list-template-versions";
import { listTemplatesProcedure } from "./list-templates";
import { reportTemplateProcedure } from "./report-template";
import { passInspectionsProcedure } from "./pass-inspections";
import { signOffAsMemberProcedure } from "./sign-off-as-member";
import { signOffReportProcedure } from "./sign-off-report";
import { updateInspectionProcedure } from "./update-inspection";
import { updateReportProcedure } from "./update-report";
import { updateTemplateProcedure } from "./update-template";
import { vehicleDamageProcedure } from "./vehicle-damage";

export const reportsRouter = createTRPCRouter({
  create: createReportProcedure,
  list: listReportsProcedure,
  get: getReportProcedure,
  update: updateReportProcedure,
  cancel: cancelReportProcedure,
  complete: completeReportProcedure,
  signOff: signOffReportProcedure,
  signOffAsMember: signOffAsMemberProcedure,
  signers: listSignersProcedure,
  readiness: getReadinessProcedure,
  comparison: getComparisonProcedure,
  createShareLink: createShareLinkProcedure,
  createHirerLink: createHirerLinkProcedure,
  createInspection: createInspectionProcedure,
  listInspections: listInspectionsProcedure,
  getInspection: getInspectionProcedure,
  updateInspection: updateInspectionProcedure,
  deleteInspection: deleteInspectionProcedure,
  passInspections: passInspectionsProcedure,
  listMedia: listMediaProcedure,
  vehicleDamage: vehicleDamageProcedure,
  listTemplates: listTemplatesProcedure,
  getTemplate: getTemplateProcedure,
  createTemplate: createTemplateProcedure,
  updateTemplate: updateTemplateProcedure,
  templateVersions: listTemplateVersionsProcedure,
  reportTemplate: reportTemplateProcedure,
  defaultTemplate: defaultTemplateProcedure,
});

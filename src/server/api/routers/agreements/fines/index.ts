// Fines and road charges, in router `agreements` (the contract's grouping).
import { createFineProcedure } from "./create-fine";
import { cancelFineProcedure, payFineProcedure, transferFineProcedure } from "./fine-steps";
import { fineHiresProcedure } from "./fine-hires";
import { getFineProcedure } from "./get-fine";
import { listFinesProcedure } from "./list-fines";
import { updateFineProcedure } from "./update-fine";

export const fineProcedures = {
  createFine: createFineProcedure,
  listFines: listFinesProcedure,
  getFine: getFineProcedure,
  updateFine: updateFineProcedure,
  transferFine: transferFineProcedure,
  payFine: payFineProcedure,
  cancelFine: cancelFineProcedure,
  fineHires: fineHiresProcedure,
};

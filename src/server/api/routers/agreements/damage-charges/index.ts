// Damage charges and the rate card, in router `agreements` (the contract's grouping).
import {
  createDamageChargeProcedure,
  deleteDamageChargeProcedure,
  getDamageChargeProcedure,
  listDamageChargesProcedure,
  updateDamageChargeProcedure,
} from "./damage-charge-crud";
import {
  collectDamageChargeProcedure,
  reviseDamageChargeProcedure,
  sendDamageChargeProcedure,
  waiveDamageChargeProcedure,
} from "./damage-charge-steps";
import { listDamageRatesProcedure, updateDamageRateProcedure } from "./damage-rates";

export const damageChargeProcedures = {
  listDamageRates: listDamageRatesProcedure,
  updateDamageRate: updateDamageRateProcedure,
  createDamageCharge: createDamageChargeProcedure,
  listDamageCharges: listDamageChargesProcedure,
  getDamageCharge: getDamageChargeProcedure,
  updateDamageCharge: updateDamageChargeProcedure,
  deleteDamageCharge: deleteDamageChargeProcedure,
  sendDamageCharge: sendDamageChargeProcedure,
  reviseDamageCharge: reviseDamageChargeProcedure,
  waiveDamageCharge: waiveDamageChargeProcedure,
  collectDamageCharge: collectDamageChargeProcedure,
};

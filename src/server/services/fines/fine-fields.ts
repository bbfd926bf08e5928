// The checks a fine's fields pass on create and update, inside the transaction that writes
// them: the dates against today and each other (UK time), the VRM a vehicle of the fleet, and
// one fine per issuer and reference.
import type { Tx } from "../../db";
import { AppError, type FieldError } from "../../errors";
import { ukCalendarDay } from "../agreements/hire-warnings";

/** 400 unless `notice_date` is not after today and `contravention_at` not after the end of that day (UK time). */
export function assertFineDates(options: {
  noticeDate: string;
  contraventionAt: Date;
  now: Date;
  /** Which of the two the request sent, so the error names what the caller can fix. */
  sent: { notice_date: boolean; contravention_at: boolean };
}): void {
  const errors: FieldError[] = [];
  if (options.noticeDate > ukCalendarDay(options.now))
    errors.push({ pointer: "/notice_date", detail: "must not be after today (UK time)" });
  if (ukCalendarDay(options.contraventionAt) > options.noticeDate)
    errors.push({
      pointer:
        options.sent.contravention_at || !options.sent.notice_date
          ? "/contravention_at"
          : "/notice_date",
      detail: "must not be after the end of the notice date (UK time)",
    });
  if (errors.length > 0)
    throw new AppError("invalid_request", "Check the dates of the fine.", { errors });
}

/** The company's vehicle with that VRM (archived ones too: the fine may come after the sale), else 404 on `/vrm`. */
export async function vehicleOfVrm(
  tx: Pick<Tx, "vehicle">,
  companyId: string,
  vrm: string,
): Promise<{ id: string; vrm: string }> {
  const vehicle = await tx.vehicle.findUnique({
    where: { companyId_vrm: { companyId, vrm } },
    select: { id: true, vrm: true },
  });
  if (vehicle) return vehicle;
  throw new AppError("not_found", `${vrm} is not a vehicle of your fleet.`, {
    errors: [{ pointer: "/vrm", detail: "is not a vehicle of your fleet" }],
  });
}

/** 409 conflict naming the fine that already has this issuer and reference. */
export function duplicateFine(id: string): AppError {
  return new AppError(
    "conflict",
    `A fine with this issuer and reference is already recorded: ${id}.`,
  );
}

export async function assertNewReference(
  tx: Pick<Tx, "fine">,
  options: { companyId: string; issuer: string; reference: string; exceptId?: string },
): Promise<void> {
  const other = await tx.fine.findUnique({
    where: {
      companyId_issuer_reference: {
        companyId: options.companyId,
        issuer: options.issuer,
        reference: options.reference,
      },
    },
    select: { id: true },
  });
  if (other && other.id !== options.exceptId) throw duplicateFine(other.id);
}

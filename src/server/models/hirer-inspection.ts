// The hirer's self-inspection page (contract section 8, "Hirer self-inspection"): its states
// with their HTTP status and heading, the sentences of its `role="alert"` box, and what its
// routes take. One place for the words, read by the server's checks and the page's script.
import { z } from "zod";
import { angleLabel } from "./photo-angles";
import { DAMAGE_TYPES } from "./damage-words";

export type InspectState = "inspect" | "sent" | "expired" | "closed" | "invalid";

export const INSPECT_STATES: Record<InspectState, { status: number; heading: string }> = {
  inspect: { status: 200, heading: "Inspect the vehicle" },
  sent: { status: 200, heading: "Inspection sent" },
  expired: { status: 410, heading: "This link has expired" },
  closed: { status: 410, heading: "This inspection is closed" },
  invalid: { status: 404, heading: "This link is not valid" },
};

/** The area of every damage the hirer reports. */
export const HIRER_DAMAGE_AREA = "Reported by hirer";

/** The page's `Type` options, in the contract's order, with the damage type each records. */
export const HIRER_DAMAGE_TYPES: readonly { type: (typeof DAMAGE_TYPES)[number]; label: string }[] =
  [
    { type: "scratch", label: "Scratch" },
    { type: "dent", label: "Dent" },
    { type: "crack", label: "Crack" },
    { type: "chip", label: "Chip" },
    { type: "scuff", label: "Scuff" },
    { type: "missing", label: "Missing part" },
    { type: "other", label: "Other" },
  ];

/** The sentences `Send inspection` shows, one per missing piece (contract, in this order). */
export const MISSING_SENTENCES = {
  angle: (angle: string) => `Take the ${angleLabel(angle)} photo.`,
  odometerPhoto: "Take the odometer photo.",
  mileage: "Enter the mileage.",
  fuelPhoto: "Take the fuel gauge photo.",
  chargePhoto: "Take the charge level photo.",
  fuelLevel: "Enter the fuel level.",
  chargeLevel: "Enter the charge level.",
} as const;

/** What the page knows when it checks before sending: the same rule the server applies. */
export type SendCheck = {
  angles: readonly string[];
  takenAngles: ReadonlySet<string>;
  odometerPhotoRequired: boolean;
  hasOdometerPhoto: boolean;
  fuelPhotoRequired: boolean;
  hasFuelPhoto: boolean;
  electric: boolean;
  mileage: number | null;
  level: number | null;
};

/** One sentence per missing piece, or none when the inspection can be sent. */
export function missingSentences(check: SendCheck): string[] {
  const missing = check.angles
    .filter((angle) => !check.takenAngles.has(angle))
    .map((angle) => MISSING_SENTENCES.angle(angle));
  if (check.odometerPhotoRequired && !check.hasOdometerPhoto)
    missing.push(MISSING_SENTENCES.odometerPhoto);
  if (check.mileage === null) missing.push(MISSING_SENTENCES.mileage);
  if (check.fuelPhotoRequired && !check.hasFuelPhoto)
    missing.push(check.electric ? MISSING_SENTENCES.chargePhoto : MISSING_SENTENCES.fuelPhoto);
  if (check.level === null)
    missing.push(check.electric ? MISSING_SENTENCES.chargeLevel : MISSING_SENTENCES.fuelLevel);
  return missing;
}

const formFraction = z
  .string()
  .trim()
  .regex(/^(0(\.\d+)?|1(\.0+)?)$/, "must be a number from 0 to 1")
  .transform(Number);

/** A photo of the whole vehicle from the page: a template angle, the odometer or the gauge. */
export const HirerPhotoFields = z.object({
  kind: z.enum(["angle", "odometer", "fuel"]),
  angle: z.string().max(40).optional(),
});

/** A damage from the page: where the tap placed it on the diagram, and its type. */
export const HirerDamageFields = z.object({
  type: z.enum(DAMAGE_TYPES),
  x: formFraction,
  y: formFraction,
});

/** The readings (mileage, and the fuel or charge level, whichever the vehicle has), as typed. */
export const HirerReadings = z
  .object({
    odometer: z.number().int().min(0).max(9_999_999).nullable(),
    level: z.number().int().min(0).max(100).nullable(),
  })
  .strict();
export type HirerReadings = z.infer<typeof HirerReadings>;

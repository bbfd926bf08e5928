// The walk-around photo angles of the contract (section 8, "Inspection templates and evidence
// photos") and their labels: one list for templates, readiness, pages and PDFs. No zod here:
// the phone's pages import these words, and the API's field (PhotoAngleField) is in media.ts.

/** The eight exterior angles, clockwise from the front, then the inside views. */
export const PHOTO_ANGLES = [
  "front",
  "front_nearside",
  "nearside",
  "rear_nearside",
  "rear",
  "rear_offside",
  "offside",
  "front_offside",
  "dashboard",
  "interior_front",
  "interior_rear",
  "load_space",
] as const;
export type PhotoAngle = (typeof PHOTO_ANGLES)[number];

export const EXTERIOR_ANGLES: readonly PhotoAngle[] = PHOTO_ANGLES.slice(0, 8);

export const ANGLE_LABELS: Record<PhotoAngle, string> = {
  front: "Front",
  front_nearside: "Front nearside corner",
  nearside: "Nearside",
  rear_nearside: "Rear nearside corner",
  rear: "Rear",
  rear_offside: "Rear offside corner",
  offside: "Offside",
  front_offside: "Front offside corner",
  dashboard: "Dashboard",
  interior_front: "Interior front",
  interior_rear: "Interior rear",
  load_space: "Load space",
};

export const isPhotoAngle = (value: string): value is PhotoAngle =>
  (PHOTO_ANGLES as readonly string[]).includes(value);

/** The label of a stored angle; an unknown one reads as itself. */
export const angleLabel = (angle: string) => (isPhotoAngle(angle) ? ANGLE_LABELS[angle] : angle);

/** Kinds of media item: an inspection's photo (damage) or one of the whole vehicle. */
export const MEDIA_KINDS = ["damage", "angle", "odometer", "fuel", "other"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
/** The kinds a photo of the whole vehicle (POST /reports/{id}/media) may have. */
export const REPORT_MEDIA_KINDS = ["angle", "odometer", "fuel", "other"] as const;
export type ReportMediaKind = (typeof REPORT_MEDIA_KINDS)[number];

export const MEDIA_SOURCES = ["camera", "library", "api"] as const;
export type MediaSource = (typeof MEDIA_SOURCES)[number];

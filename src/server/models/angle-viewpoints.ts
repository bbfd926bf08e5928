// Where the camera stands for each walk-around angle, on the body type's plan outline (a
// 200 x 400 box, front at the top, nearside on the left), and what the drawing is called. Plain
// data, shared by the React outline (components/vehicle-views) and the hirer's self-inspection page,
// which the server writes as HTML with no framework.
import { ANGLE_LABELS, type PhotoAngle } from "./photo-angles";

/** The outline's box: the plan view drawn 200 wide and 400 tall. */
export const W = 200;
export const H = 400;

type Point = { x: number; y: number };

/** The camera's place and what it looks at, in the outline's box. */
export const VIEWPOINTS: Record<PhotoAngle, { from: Point; to: Point }> = {
  front: { from: { x: W / 2, y: -60 }, to: { x: W / 2, y: 40 } },
  front_nearside: { from: { x: -50, y: -50 }, to: { x: 40, y: 60 } },
  nearside: { from: { x: -65, y: H / 2 }, to: { x: 30, y: H / 2 } },
  rear_nearside: { from: { x: -50, y: H + 50 }, to: { x: 40, y: H - 60 } },
  rear: { from: { x: W / 2, y: H + 60 }, to: { x: W / 2, y: H - 40 } },
  rear_offside: { from: { x: W + 50, y: H + 50 }, to: { x: W - 40, y: H - 60 } },
  offside: { from: { x: W + 65, y: H / 2 }, to: { x: W - 30, y: H / 2 } },
  front_offside: { from: { x: W + 50, y: -50 }, to: { x: W - 40, y: 60 } },
  dashboard: { from: { x: W / 2, y: H * 0.42 }, to: { x: W / 2, y: H * 0.3 } },
  interior_front: { from: { x: W / 2, y: H * 0.62 }, to: { x: W / 2, y: H * 0.38 } },
  interior_rear: { from: { x: W / 2, y: H * 0.38 }, to: { x: W / 2, y: H * 0.68 } },
  load_space: { from: { x: W / 2, y: H + 40 }, to: { x: W / 2, y: H * 0.78 } },
};

/** The view box of an angle's drawing: the outline with room around it for the camera. */
export const OUTLINE_VIEW_BOX = `-90 -90 ${W + 180} ${H + 180}`;

const BODY_WORDS: Record<string, string> = {
  car: "car",
  van: "van",
  hgv: "lorry",
  motorbike: "motorbike",
};

/** The drawing's accessible name. */
export const outlineLabel = (bodyType: string, angle: PhotoAngle) =>
  `Stand here for the ${ANGLE_LABELS[angle]} photo of the ${BODY_WORDS[bodyType] ?? "vehicle"}`;

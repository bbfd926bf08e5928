import { describe, expect, it } from "vitest";
import { BODY_DIAGRAMS } from "./body-diagrams";
import { chooseAtTap, zoneCentre, zoneChoices, zoneLabel } from "./damage-diagram";
import { DAMAGE_ZONES } from "./damage-words";

const bodyTypes = Object.keys(BODY_DIAGRAMS);

/** A 44 px fingertip on a phone, where the drawing is about 180 px wide: a quarter of its width. */
const PHONE = 44 / 180;

/** The zone a tap marks once looked at closely (no further zoom). */
function zoneAt(bodyType: string, x: number, y: number) {
  const choice = chooseAtTap(bodyType, { x, y }, { fingertip: 0.08, zoomed: true });
  return choice.kind === "chosen" ? choice.zone : "zoom";
}

/** A tap on a phone, and a second tap on the same place if the diagram zoomed in. */
function tapOnPhone(bodyType: string, x: number, y: number) {
  const first = chooseAtTap(bodyType, { x, y }, { fingertip: PHONE });
  if (first.kind === "chosen") return { first, chosen: first };
  const chosen = chooseAtTap(bodyType, { x, y }, { fingertip: PHONE / first.scale, zoomed: true });
  return { first, chosen };
}

/** A part's narrower side in widths of the diagram (it is twice as tall as wide). */
const narrowSide = (rect: { w: number; h: number }) => Math.min(rect.w, rect.h * 2);
/** How far a point is from a part, in widths of the diagram. */
const gap = (p: { x: number; y: number }, r: { x: number; y: number; w: number; h: number }) =>
  Math.hypot(Math.max(r.x - p.x, 0, p.x - r.x - r.w), Math.max(r.y - p.y, 0, p.y - r.y - r.h) * 2);

describe("the damage diagram of each body type", () => {
  it.each(bodyTypes)("a %s's parts each mark their own zone, one of the contract's", (bodyType) => {
    const zones = zoneChoices(bodyType).map((c) => c.zone);
    expect(new Set(zones).size).toBe(zones.length);
    for (const zone of zones) expect(DAMAGE_ZONES).toContain(zone);
  });

  it.each(bodyTypes)(
    "a tap anywhere on a %s's part marks that part, not its neighbour",
    (bodyType) => {
      for (const part of BODY_DIAGRAMS[bodyType as keyof typeof BODY_DIAGRAMS].parts) {
        const { x, y, w, h } = part.rect;
        // The centre and points just inside each edge.
        const points = [
          [x + w / 2, y + h / 2],
          [x + w * 0.1, y + h / 2],
          [x + w * 0.9, y + h / 2],
          [x + w / 2, y + h * 0.1],
          [x + w / 2, y + h * 0.9],
        ] as const;
        const smaller = BODY_DIAGRAMS[bodyType as keyof typeof BODY_DIAGRAMS].parts.filter(
          (p) => p.rect.w * p.rect.h < w * h,
        );
        for (const [px, py] of points) {
          const covered = smaller.some(
            (p) =>
              px >= p.rect.x &&
              px <= p.rect.x + p.rect.w &&
              py >= p.rect.y &&
              py <= p.rect.y + p.rect.h,
          );
          if (!covered)
            expect(
              zoneAt(bodyType, px, py),
              `${part.label} at ${px.toFixed(2)}, ${py.toFixed(2)}`,
            ).toBe(part.zone);
        }
        expect(zoneCentre(bodyType, part.zone)).toEqual({ x: x + w / 2, y: y + h / 2 });
      }
    },
  );

  it("marks a van's cab door where the van draws it (the car's places put a wing there)", () => {
    expect(zoneAt("van", 0.12, 0.3)).toBe("nearside_front_door");
    expect(zoneLabel("van", "nearside_front_door")).toBe("Nearside cab door");
    expect(zoneAt("car", 0.12, 0.2)).toBe("nearside_front_wing");
  });

  it("marks an HGV's third axle as its drive wheels", () => {
    expect(zoneAt("hgv", 0.03, 0.92)).toBe("nearside_rear_wheel");
    expect(zoneAt("hgv", 0.97, 0.92)).toBe("offside_rear_wheel");
  });

  it("offers a motorbike no doors, wings or boot lid, and names its parts", () => {
    const labels = zoneChoices("motorbike").map((c) => c.label.toLowerCase());
    expect(labels.filter((l) => /door|wing|bonnet|boot|interior/.test(l))).toEqual([]);
    expect(zoneLabel("motorbike", "bonnet")).toBe("Fuel tank");
    expect(zoneAt("motorbike", 0.5, 0.4)).toBe("bonnet");
    expect(zoneAt("motorbike", 0.5, 0.1)).toBe("nearside_front_wheel");
  });

  it("takes a tap just off a part as that part, and one far from any as somewhere else", () => {
    expect(zoneAt("car", 0.21, 0.4)).toBe("roof");
    expect(zoneAt("motorbike", 0.95, 0.95)).toBe("other");
  });

  it("draws anything unknown as a car, and places a zone the body type lacks where a car has it", () => {
    expect(zoneChoices("tractor")).toEqual(zoneChoices("car"));
    expect(zoneCentre("motorbike", "rear_window")).toEqual(zoneCentre("car", "rear_window"));
  });
});

describe("a tap on a phone", () => {
  it("snaps a near miss beside a door onto that door, where it used to be somewhere else", () => {
    const choice = chooseAtTap("car", { x: 0, y: 0.6 }, { fingertip: PHONE });
    expect(choice).toMatchObject({ kind: "chosen", zone: "nearside_rear_door", snapped: true });
    // The mark moves onto the door.
    expect(choice.x).toBeGreaterThan(0.06);
    expect(choice.x).toBeLessThan(0.2);
    expect(choice.y).toBe(0.6);
  });

  it("takes a tap inside a part clear of the others at once, and one far from every part as somewhere else", () => {
    expect(chooseAtTap("car", { x: 0.5, y: 0.5 }, { fingertip: PHONE })).toEqual({
      kind: "chosen",
      zone: "roof",
      x: 0.5,
      y: 0.5,
      snapped: false,
    });
    expect(chooseAtTap("motorbike", { x: 0.95, y: 0.95 }, { fingertip: PHONE })).toMatchObject({
      kind: "chosen",
      zone: "other",
      snapped: false,
    });
  });

  it("zooms in where the finger covers a mirror and its door, until the mirror is a fingertip across", () => {
    const first = chooseAtTap("car", { x: 0.03, y: 0.3 }, { fingertip: PHONE });
    expect(first.kind).toBe("zoom");
    if (first.kind !== "zoom") return;
    expect(first.scale * 0.06).toBeGreaterThanOrEqual(PHONE);
    expect(tapOnPhone("car", 0.03, 0.3).chosen).toMatchObject({ zone: "nearside_mirror" });
  });

  it.each(bodyTypes)(
    "reaches every part of a %s with a target at least 44 px across",
    (bodyType) => {
      const parts = BODY_DIAGRAMS[bodyType as keyof typeof BODY_DIAGRAMS].parts;
      for (const part of parts) {
        const { x, y, w, h } = part.rect;
        const centre = { x: x + w / 2, y: y + h / 2 };
        const { first, chosen } = tapOnPhone(bodyType, centre.x, centre.y);
        expect(chosen, part.label).toMatchObject({ kind: "chosen", zone: part.zone });
        if (first.kind === "zoom") {
          // Zoomed until this part is a fingertip across.
          expect(first.scale * narrowSide(part.rect), part.label).toBeGreaterThanOrEqual(PHONE);
        } else if (narrowSide(part.rect) < PHONE) {
          // A thin part chosen at once: no other part was under the fingertip.
          const others = parts.filter((p) => p !== part && gap(centre, p.rect) <= PHONE / 2);
          expect(
            others.map((p) => p.label),
            part.label,
          ).toEqual([]);
        }
      }
    },
  );
});

import { describe, expect, it } from "vitest";
import { BODY_DIAGRAMS } from "./body-diagrams";
import { zoneAt, zoneCentre, zoneChoices, zoneLabel } from "./damage-diagram";
import { DAMAGE_ZONES } from "./damage-words";

const bodyTypes = Object.keys(BODY_DIAGRAMS);

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

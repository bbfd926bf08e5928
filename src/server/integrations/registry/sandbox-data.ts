// Catalogue the sandbox registry draws from: makes, models, colours and MOT defect
// texts in the wording DVSA uses, so sandbox vehicles look like real ones.
export type Kind = "car" | "van" | "hgv" | "motorbike";

export type CatalogueEntry = {
  make: string;
  model: string;
  kind: Kind;
  fuels: readonly string[];
  engines: readonly number[];
};

export const CATALOGUE: readonly CatalogueEntry[] = [
  {
    make: "FORD",
    model: "FIESTA",
    kind: "car",
    fuels: ["PETROL", "DIESEL"],
    engines: [998, 1242, 1499],
  },
  {
    make: "FORD",
    model: "FOCUS",
    kind: "car",
    fuels: ["PETROL", "DIESEL"],
    engines: [998, 1499, 1997],
  },
  {
    make: "VAUXHALL",
    model: "CORSA",
    kind: "car",
    fuels: ["PETROL", "DIESEL"],
    engines: [1199, 1398],
  },
  {
    make: "VAUXHALL",
    model: "ASTRA",
    kind: "car",
    fuels: ["PETROL", "DIESEL"],
    engines: [1399, 1598],
  },
  {
    make: "VOLKSWAGEN",
    model: "GOLF",
    kind: "car",
    fuels: ["PETROL", "DIESEL", "HYBRID ELECTRIC"],
    engines: [999, 1498, 1968],
  },
  { make: "VOLKSWAGEN", model: "POLO", kind: "car", fuels: ["PETROL"], engines: [999, 1197] },
  {
    make: "TOYOTA",
    model: "YARIS",
    kind: "car",
    fuels: ["HYBRID ELECTRIC", "PETROL"],
    engines: [1490, 1329],
  },
  {
    make: "TOYOTA",
    model: "COROLLA",
    kind: "car",
    fuels: ["HYBRID ELECTRIC"],
    engines: [1798, 1987],
  },
  {
    make: "NISSAN",
    model: "QASHQAI",
    kind: "car",
    fuels: ["PETROL", "DIESEL"],
    engines: [1332, 1461],
  },
  { make: "BMW", model: "320D", kind: "car", fuels: ["DIESEL"], engines: [1995] },
  { make: "AUDI", model: "A3", kind: "car", fuels: ["PETROL", "DIESEL"], engines: [1395, 1968] },
  {
    make: "MERCEDES-BENZ",
    model: "A 180",
    kind: "car",
    fuels: ["PETROL", "DIESEL"],
    engines: [1332, 1461],
  },
  {
    make: "KIA",
    model: "SPORTAGE",
    kind: "car",
    fuels: ["PETROL", "DIESEL", "HYBRID ELECTRIC"],
    engines: [1591, 1598],
  },
  {
    make: "HYUNDAI",
    model: "TUCSON",
    kind: "car",
    fuels: ["PETROL", "HYBRID ELECTRIC"],
    engines: [1598],
  },
  {
    make: "SKODA",
    model: "OCTAVIA",
    kind: "car",
    fuels: ["PETROL", "DIESEL"],
    engines: [1498, 1968],
  },
  { make: "TESLA", model: "MODEL 3", kind: "car", fuels: ["ELECTRICITY"], engines: [] },
  { make: "NISSAN", model: "LEAF", kind: "car", fuels: ["ELECTRICITY"], engines: [] },
  { make: "FORD", model: "TRANSIT CUSTOM", kind: "van", fuels: ["DIESEL"], engines: [1995, 2198] },
  { make: "FORD", model: "TRANSIT", kind: "van", fuels: ["DIESEL"], engines: [1995, 2198] },
  { make: "VOLKSWAGEN", model: "TRANSPORTER", kind: "van", fuels: ["DIESEL"], engines: [1968] },
  {
    make: "MERCEDES-BENZ",
    model: "SPRINTER",
    kind: "van",
    fuels: ["DIESEL"],
    engines: [2143, 1950],
  },
  {
    make: "VAUXHALL",
    model: "VIVARO",
    kind: "van",
    fuels: ["DIESEL", "ELECTRICITY"],
    engines: [1997],
  },
  { make: "CITROEN", model: "BERLINGO", kind: "van", fuels: ["DIESEL"], engines: [1499, 1560] },
  { make: "VOLVO", model: "FH", kind: "hgv", fuels: ["DIESEL"], engines: [12777] },
  { make: "DAF", model: "XF", kind: "hgv", fuels: ["DIESEL"], engines: [12902] },
  { make: "SCANIA", model: "R 450", kind: "hgv", fuels: ["DIESEL"], engines: [12742] },
  { make: "HONDA", model: "CBF125", kind: "motorbike", fuels: ["PETROL"], engines: [124] },
  { make: "YAMAHA", model: "MT-07", kind: "motorbike", fuels: ["PETROL"], engines: [689] },
  { make: "TRIUMPH", model: "BONNEVILLE", kind: "motorbike", fuels: ["PETROL"], engines: [1200] },
];

export const COLOURS = [
  "WHITE",
  "BLACK",
  "SILVER",
  "GREY",
  "BLUE",
  "RED",
  "GREEN",
  "ORANGE",
  "YELLOW",
  "BROWN",
] as const;

export const ADVISORIES = [
  "Nearside Front Tyre worn close to legal limit/worn on edge (5.2.3 (e))",
  "Offside Front Tyre worn close to legal limit/worn on edge (5.2.3 (e))",
  "Nearside Rear Tyre slightly damaged/cracking or perishing (5.2.3 (d) (ii))",
  "Offside Rear Tyre slightly damaged/cracking or perishing (5.2.3 (d) (ii))",
  "Offside Rear Brake pipe slightly corroded (1.1.11 (c))",
  "Nearside Front Brake pipe slightly corroded (1.1.11 (c))",
  "Brake pipe slightly corroded covered in grease or other material (1.1.11 (c))",
  "Oil leak, but not excessive (8.4.1 (a) (i))",
  "Windscreen damaged but not adversely affecting driver's view (3.2 (a) (i))",
  "Nearside Rear Suspension arm pin or bush worn but not resulting in excessive movement (5.3.4 (a) (i))",
  "Offside Front Suspension arm pin or bush worn but not resulting in excessive movement (5.3.4 (a) (i))",
  "Offside Front Brake disc worn, pitted or scored, but not seriously weakened (1.1.14 (a) (i))",
  "Nearside Rear Brake disc worn, pitted or scored, but not seriously weakened (1.1.14 (a) (i))",
  "Front Brake pad(s) wearing thin (1.1.13 (a) (ii))",
  "Rear Brake lining or pad(s) wearing thin (1.1.13 (a) (ii))",
  "Exhaust has a minor leak of exhaust gases (6.1.2 (a))",
  "Exhaust system corroded but not leaking (6.1.2 (a))",
  "Underside of vehicle corroded but not seriously weakened",
  "Nearside Sill corroded but not seriously weakened (6.1.1 (b))",
  "Offside Front Coil spring corroded (5.3.1 (b))",
  "Nearside Front Shock absorber has a light misting of oil (5.3.2 (b))",
  "Offside Front Drive shaft joint constant velocity boot slightly damaged (6.1.7 (b))",
  "Nearside Front Anti-roll bar linkage ball joint has slight play (5.3.4 (a) (i))",
  "Steering rack gaiter slightly damaged (2.1.3 (b) (i))",
  "Parking brake efficiency only just met (1.4.1 (a))",
  "Nearside Headlamp lens slightly defective (4.1.1 (b) (i))",
  "Engine mounting deteriorated but not resulting in excessive movement (6.1.1 (c))",
  "Rear Registration plate deteriorated but still legible (0.1 (b))",
  "Offside Front Tyre has a cut in excess of the requirements but not exposing the ply or cord (5.2.3 (d) (i))",
  "Central Mirror slightly damaged (3.3 (b))",
] as const;

export const MINORS = [
  "Nearside Registration plate lamp inoperative in the case of multiple lamps or light sources (4.7.1 (b) (i))",
  "Washer provides insufficient washer liquid (3.5 (a))",
  "Offside Rear Position lamp lens slightly defective (4.2.1 (a) (i))",
  "Nearside Front Direction indicator lens slightly defective (4.4.1 (a) (i))",
  "Offside Rear Stop lamp lens slightly defective (4.3.1 (a) (i))",
  "Offside Headlamp lens slightly defective (4.1.1 (a) (i))",
  "Engine malfunction indicator lamp inoperative (8.2.2.2 (a))",
  "Rear Fog lamp inoperative in the case of multiple lamps (4.10.2 (a))",
  "Nearside Front Tyre pressure monitoring system malfunctioning or inoperative (7.12 (a))",
  "Reversing lamp inoperative (4.11.2 (a))",
] as const;

export const MAJORS = [
  "Offside Headlamp aim too high (4.1.2 (a) (i))",
  "Nearside Headlamp aim too low (4.1.2 (a) (i))",
  "Nearside Front Tyre tread depth below requirements of 1.6mm (5.2.3 (e))",
  "Offside Rear Tyre tread depth below requirements of 1.6mm (5.2.3 (e))",
  "Exhaust has a major leak of exhaust gases (6.1.2 (a))",
  "Offside Front Brake disc significantly worn (1.1.14 (a) (ii))",
  "Front Brake pad(s) less than 1.5 mm thick (1.1.13 (a) (ii))",
  "Windscreen wiper does not clear the windscreen effectively (3.4 (b) (i))",
  "Nearside Front Anti-roll bar linkage ball joint excessively worn (5.3.4 (a) (ii))",
  "Offside Front Coil spring fractured or seriously weakened (5.3.1 (b) (i))",
  "Nearside Rear Brake pipe corroded (1.1.11 (c))",
  "Offside Front Suspension arm ball joint excessively worn (5.3.4 (a) (ii))",
  "Nearside Stop lamp(s) inoperative (4.3.1 (a) (ii))",
  "Offside Sill excessively corroded (6.1.1 (b))",
  "Drive shaft joint constant velocity boot missing or no longer prevents the ingress of dirt (6.1.7 (b))",
] as const;

export const DANGEROUS = [
  "Nearside Front Tyre has ply or cords exposed (5.2.3 (d) (ii))",
  "Offside Rear Brake hose damaged or chafing and likely to fail (1.1.12 (b) (i))",
  "Service brake efficiency below requirements (1.2.1 (a))",
  "Offside Front Coil spring fractured or seriously weakened with the vehicle unsafe to drive (5.3.1 (b) (i))",
  "Nearside Front Suspension arm ball joint excessively worn likely to become detached (5.3.4 (a) (ii))",
] as const;

/** Kind -> DVLA type approval and wheelplan, as the live registry answers them. */
export const KIND_DVLA: Record<
  Kind,
  { typeApproval: string; wheelplan: string; revenueWeight: number }
> = {
  car: { typeApproval: "M1", wheelplan: "2 AXLE RIGID BODY", revenueWeight: 1640 },
  van: { typeApproval: "N1", wheelplan: "2 AXLE RIGID BODY", revenueWeight: 3100 },
  hgv: { typeApproval: "N3", wheelplan: "3 AXLE ARTIC", revenueWeight: 44000 },
  motorbike: { typeApproval: "L3", wheelplan: "2 WHEEL", revenueWeight: 0 },
};

/** Miles a year, low and high, by kind. */
export const ANNUAL_MILES: Record<Kind, readonly [number, number]> = {
  car: [5000, 14000],
  van: [12000, 26000],
  hgv: [60000, 110000],
  motorbike: [1500, 5000],
};

// The checklist a new report starts with: the walk-around of the vehicle's body type,
// plus the items its report type needs (keys at a handover, engine bay before a
// purchase). Staff add or remove items afterwards.
import type { BODY_TYPES } from "../../models/vehicle";
import type { ReportType } from "../../models/report";

type BodyType = (typeof BODY_TYPES)[number];

const CAR_EXTERIOR = [
  "Front bumper",
  "Bonnet",
  "Windscreen",
  "Roof",
  "Nearside front wing",
  "Nearside front door",
  "Nearside rear door",
  "Nearside rear quarter",
  "Nearside mirror",
  "Rear bumper",
  "Boot / tailgate",
  "Rear window",
  "Offside rear quarter",
  "Offside rear door",
  "Offside front door",
  "Offside front wing",
  "Offside mirror",
];

const EXTERIOR: Record<BodyType, readonly string[]> = {
  car: CAR_EXTERIOR,
  van: [
    "Front bumper",
    "Bonnet",
    "Windscreen",
    "Roof and roof rack",
    "Nearside cab door",
    "Nearside mirror",
    "Nearside load side and sliding door",
    "Rear doors",
    "Rear bumper and step",
    "Offside load side",
    "Offside cab door",
    "Offside mirror",
    "Load area floor and lining",
  ],
  hgv: [
    "Cab front and grille",
    "Windscreen and wipers",
    "Nearside cab and mirrors",
    "Offside cab and mirrors",
    "Nearside body or trailer side",
    "Offside body or trailer side",
    "Rear doors, tail lift and under-run bar",
    "Fifth wheel or coupling",
    "Air and electrical lines",
    "Load security",
  ],
  motorbike: [
    "Front mudguard",
    "Fairing and screen",
    "Fuel tank",
    "Nearside panels",
    "Offside panels",
    "Seat",
    "Rear light and number plate",
    "Chain and sprockets",
    "Mirrors and levers",
  ],
};

const RUNNING_GEAR: Record<BodyType, readonly string[]> = {
  car: [
    "Wheels and tyres",
    "Lights and indicators",
    "Interior and seats",
    "Dashboard warning lights",
  ],
  van: ["Wheels and tyres", "Lights and indicators", "Cab interior", "Dashboard warning lights"],
  hgv: [
    "Wheels, tyres and wheel nuts",
    "Lights, reflectors and markers",
    "Cab interior",
    "Dashboard warning lights",
    "Tachograph",
  ],
  motorbike: ["Wheels and tyres", "Brakes", "Lights and indicators", "Dashboard warning lights"],
};

const BY_TYPE: Record<ReportType, readonly string[]> = {
  outbound: ["Keys and documents", "Accessories (spare wheel, jack, cables)"],
  inbound: ["Keys and documents", "Accessories (spare wheel, jack, cables)"],
  pickup: ["Keys and documents"],
  dropoff: ["Keys and documents"],
  general: [],
  mid_term: ["Service and warning indicators"],
  pre_purchase: ["Engine bay", "Underbody", "Service history", "Test drive"],
  post_wash: ["Interior cleanliness"],
};

/** The default checklist areas, in walk-around order. */
export function defaultChecklist(bodyType: string, reportType: ReportType): string[] {
  const body: BodyType = bodyType in EXTERIOR ? (bodyType as BodyType) : "car";
  // After a wash only the bodywork and the interior are looked at again.
  const gear = reportType === "post_wash" ? [] : RUNNING_GEAR[body];
  return [...EXTERIOR[body], ...gear, ...BY_TYPE[reportType]];
}

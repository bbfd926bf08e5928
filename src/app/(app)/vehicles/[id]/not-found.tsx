import { NotFoundCard } from "~/components/ui/not-found-card";

export default function VehicleNotFound() {
  return (
    <NotFoundCard title="Vehicle not found" backHref="/vehicles" backLabel="Back to vehicles">
      There is no vehicle at this address in your fleet. It may be another company&apos;s, or the
      link may be mistyped.
    </NotFoundCard>
  );
}

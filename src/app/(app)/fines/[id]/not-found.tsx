import { NotFoundCard } from "~/components/ui/not-found-card";

export default function FineNotFound() {
  return (
    <NotFoundCard title="Fine not found" backHref="/fines" backLabel="Back to fines">
      There is no fine at this address. The link may be mistyped.
    </NotFoundCard>
  );
}

import { NotFoundCard } from "~/components/ui/not-found-card";

export default function CustomerNotFound() {
  return (
    <NotFoundCard title="Customer not found" backHref="/customers" backLabel="Back to customers">
      There is no customer at this address. They may have been deleted, or the link may be mistyped.
    </NotFoundCard>
  );
}

import { NotFoundCard } from "~/components/ui/not-found-card";

export default function AgreementNotFound() {
  return (
    <NotFoundCard title="Agreement not found" backHref="/agreements" backLabel="Back to agreements">
      There is no agreement at this address in your company. It may be another company&apos;s, or
      the link may be mistyped.
    </NotFoundCard>
  );
}

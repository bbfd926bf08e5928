"use client";
// Add vehicle: type a registration, see what the registries say, then confirm.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Plate } from "~/components/ui/plate";
import { useTRPC } from "~/trpc/react";
import { InsuranceBadge, MotBadge, TaxBadge } from "./due-badges";
import { RegistryError } from "./registry-error";
import { RegistryFacts } from "./registry-facts";

const clean = (raw: string) => raw.replace(/\s+/g, "").toUpperCase();

export function AddVehicleForm() {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState("");
  const [vrm, setVrm] = useState("");
  const [formatError, setFormatError] = useState<string | undefined>();

  const lookup = useQuery({
    ...trpc.fleet.lookup.queryOptions({ vrm }, { retry: false }),
    enabled: vrm !== "",
  });
  const create = useMutation(
    trpc.fleet.create.mutationOptions({
      onSuccess: async (vehicle) => {
        toast.success(`${vehicle.vrm} added to your fleet.`);
        await queryClient.invalidateQueries({ queryKey: trpc.fleet.pathKey() });
        router.push(`/vehicles/${vehicle.id}`);
      },
    }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = clean(typed);
    if (!/^[A-Z0-9]{2,8}$/.test(next)) {
      setFormatError(
        "Enter a UK registration of 2 to 8 letters and numbers, for example AB12 CDE.",
      );
      return;
    }
    setFormatError(undefined);
    create.reset();
    // The same registration again (say after "registry down") asks the registry again.
    if (next === vrm) void lookup.refetch();
    else setVrm(next);
  };

  const preview = lookup.data && lookup.data.vrm === vrm ? lookup.data : undefined;

  return (
    <div className="space-y-6">
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start" noValidate>
        <div className="flex-1">
          <Field
            label="Registration"
            name="vrm"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="e.g. AB12 CDE"
            className="uppercase placeholder:normal-case"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            error={formatError}
            hint="Spaces and capitals don't matter."
            autoFocus
          />
        </div>
        <Button
          type="submit"
          variant="secondary"
          className="min-h-11 sm:mt-6"
          disabled={lookup.isFetching}
        >
          <Search className="size-4" aria-hidden />
          {lookup.isFetching ? "Looking up…" : "Look up"}
        </Button>
      </form>

      {lookup.isFetching ? (
        <div
          aria-busy="true"
          aria-label="Looking the registration up"
          className="h-48 animate-pulse rounded-[var(--radius-card)] bg-white ring-1 ring-slate-200 motion-reduce:animate-none"
        />
      ) : lookup.isError ? (
        <RegistryError error={lookup.error} vrm={vrm} />
      ) : preview ? (
        <section
          aria-labelledby="preview-heading"
          className="space-y-5 rounded-[var(--radius-card)] bg-white p-5 shadow-sm ring-1 ring-slate-200"
        >
          <div className="flex flex-wrap items-center gap-3">
            <Plate vrm={preview.vrm} size="lg" />
            <h2 id="preview-heading" className="text-lg font-semibold">
              {[preview.make, preview.model].filter(Boolean).join(" ") || "Unknown make"}
            </h2>
          </div>
          <div className="flex flex-wrap gap-1.5">
            <MotBadge vehicle={preview} />
            <TaxBadge vehicle={preview} />
            <InsuranceBadge insurance={preview.insurance} />
          </div>
          <RegistryFacts vehicle={preview} />
          <p className="text-sm text-slate-600">
            {preview.mot_tests.length} MOT test{preview.mot_tests.length === 1 ? "" : "s"} on
            record. Adding a vehicle is free.
          </p>
          {create.isError ? <RegistryError error={create.error} vrm={vrm} /> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="ghost" className="min-h-11" onClick={() => setVrm("")}>
              Not this one
            </Button>
            <Button
              type="button"
              className="min-h-11"
              disabled={create.isPending}
              onClick={() => create.mutate({ vrm: preview.vrm })}
            >
              {create.isPending ? "Adding…" : "Add to fleet"}
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}

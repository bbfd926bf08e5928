import { forwardRef, type SelectHTMLAttributes } from "react";
import { cn } from "~/components/ui/cn";
import { ROLE_LABELS, ROLES } from "~/server/services/permissions";

/** A native select of the four roles (keyboard and screen-reader friendly as it is). */
export const RoleSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  function RoleSelect({ className, ...props }, ref) {
    return (
      <select
        ref={ref}
        className={cn(
          "block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base shadow-sm disabled:bg-slate-50 sm:text-sm",
          className,
        )}
        {...props}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
    );
  },
);

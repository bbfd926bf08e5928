// The `{id}` path parameter of the customer routes.
import { z } from "zod";

export const CustomerIdInput = z
  .object({ id: z.string().max(100).meta({ description: "Customer id (`cus_...`)" }) })
  .strict();

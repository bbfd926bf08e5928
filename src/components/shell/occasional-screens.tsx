"use client";
// Screens the app's layout shows in place of a page only now and then, loaded when shown: every
// other page would otherwise download their forms (and the form library) with itself.
import dynamic from "next/dynamic";

export const TwoStepRequired = dynamic(() =>
  import("~/components/security/two-step-required").then((m) => m.TwoStepRequired),
);

// The signing form's three sentences (contract section 11), written once: the page's
// script shows them before anything is sent, and the server answers them when a form
// arrives without the script's checks.
export const SIGNING_FORM_ERRORS: Readonly<Record<"fullName" | "consent" | "signature", string>> = {
  fullName: "Enter your full name.",
  consent: "Tick the box to confirm you have read and agree to the terms.",
  signature: "Draw your signature in the box.",
};

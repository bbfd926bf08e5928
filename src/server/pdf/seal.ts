// The PAdES seal on signed agreements: a CAdES-detached signature over the whole PDF
// (@libpdf/core), so any PDF reader shows whether the file changed after signing.
// The key and certificate come from SEAL_P12_PATH (a PKCS#12 file) when configured;
// otherwise a key and self-signed certificate are made on first use and kept in file
// storage, so sealing never blocks a signature and every process seals with one key.
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { P12Signer, PDF } from "@libpdf/core";
import forge from "node-forge";
import { env } from "~/env";
import { storage } from "../integrations/storage";

const GENERATED_KEY = "_seal/seal-p12.json";

type Kept = { p12_base64: string; password: string };

/** A self-signed sealing certificate and its key as PKCS#12 (10 years). */
export function makeSelfSignedP12(commonName: string, password: string): Buffer {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(
    privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  );
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: "spki", format: "pem" }).toString(),
  );
  cert.serialNumber = `01${randomBytes(8).toString("hex")}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 24 * 60 * 60 * 1000);
  const subject = [
    { name: "commonName", value: commonName },
    { name: "organizationName", value: "Kerbside" },
    { name: "countryName", value: "GB" },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: "basicConstraints", cA: false },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], password, { algorithm: "3des" });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), "binary");
}

async function keptOrGenerated(): Promise<Kept> {
  const files = storage();
  const existing = await files.get(GENERATED_KEY);
  if (existing) return JSON.parse(existing.toString("utf8")) as Kept;
  const password = randomBytes(24).toString("base64url");
  const kept: Kept = {
    p12_base64: makeSelfSignedP12("Kerbside document seal", password).toString("base64"),
    password,
  };
  await files.put(GENERATED_KEY, Buffer.from(JSON.stringify(kept)), "application/json");
  return kept;
}

async function loadSigner(): Promise<P12Signer> {
  if (env.SEAL_P12_PATH)
    return P12Signer.create(await readFile(env.SEAL_P12_PATH), env.SEAL_P12_PASSWORD ?? "");
  const kept = await keptOrGenerated();
  return P12Signer.create(Buffer.from(kept.p12_base64, "base64"), kept.password);
}

const globalForSeal = globalThis as unknown as { __kerbsideSealSigner?: Promise<P12Signer> };

function signer(): Promise<P12Signer> {
  globalForSeal.__kerbsideSealSigner ??= loadSigner().catch((error: unknown) => {
    globalForSeal.__kerbsideSealSigner = undefined;
    throw error;
  });
  return globalForSeal.__kerbsideSealSigner;
}

/** Makes (or loads) the sealing key at start, so the first signature does not wait for it. */
export async function prepareSeal(): Promise<void> {
  await signer();
}

/** The PDF with a PAdES B-B seal over all of it. */
export async function sealPdf(
  bytes: Buffer,
  options: { reason: string; signingTime: Date },
): Promise<Buffer> {
  const pdf = await PDF.load(new Uint8Array(bytes));
  const result = await pdf.sign({
    signer: await signer(),
    reason: options.reason,
    location: "United Kingdom",
    signingTime: options.signingTime,
  });
  return Buffer.from(result.bytes);
}

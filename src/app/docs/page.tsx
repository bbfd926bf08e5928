import type { Metadata } from "next";
import { headers } from "next/headers";
import { ApiReference } from "~/components/docs/api-reference";
import type { OpenApiDocument } from "~/components/docs/openapi-types";
import { PublicHeader } from "~/components/docs/public-header";
import { openApiJson } from "~/server/http/openapi-document";
import { originFromHeaders } from "~/server/http/problem";

export const metadata: Metadata = { title: "API reference" };

export default async function DocsPage() {
  const doc = JSON.parse(openApiJson(originFromHeaders(await headers()))) as OpenApiDocument;
  return (
    <>
      <PublicHeader />
      <ApiReference doc={doc} />
    </>
  );
}

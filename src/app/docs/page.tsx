import type { Metadata } from "next";
import { ApiReference } from "~/components/docs/api-reference";
import type { OpenApiDocument } from "~/components/docs/openapi-types";
import { PublicHeader } from "~/components/docs/public-header";
import { openApiJson } from "~/server/http/rest/openapi-document";
import { appOrigin } from "~/server/http/problem";

export const metadata: Metadata = { title: "API reference" };

export const dynamic = "force-dynamic";

export default function DocsPage() {
  const doc = JSON.parse(openApiJson(appOrigin())) as OpenApiDocument;
  return (
    <>
      <PublicHeader />
      <ApiReference doc={doc} />
    </>
  );
}

import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ApiSection, sectionTitle } from "~/components/docs/api-section";
import type { OpenApiDocument } from "~/components/docs/openapi-types";
import { PublicHeader } from "~/components/docs/public-header";
import { openApiJson } from "~/server/http/rest/openapi-document";
import { appOrigin } from "~/server/http/problem";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ section: string }> };

const document = () => JSON.parse(openApiJson(appOrigin())) as OpenApiDocument;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const title = sectionTitle(document(), (await params).section);
  return { title: title ? `${title} · API reference` : "API reference" };
}

export default async function DocsSectionPage({ params }: Props) {
  const { section } = await params;
  const doc = document();
  if (!sectionTitle(doc, section)) notFound();
  return (
    <>
      <PublicHeader />
      <ApiSection doc={doc} section={section} />
    </>
  );
}

import React from 'react';
import { type Business, useBusiness } from '../../queries/useBusiness';
import { serializeJsonLd } from './jsonLd';

interface SeoProps {
  /** The page's record: its title (before " | " and the business name) and description. */
  page: { metaTitle: string; metaDescription: string };
  /** Path of the page, e.g. "/about"; the canonical address is built from the business url. */
  path: string;
  /** Sharing image path (from gatsby-plugin-image or /static); the business photograph when omitted. */
  image?: string | null;
  /** The schema.org objects published as JSON-LD, made from the business's record. */
  structuredData?: (business: Business) => object[];
  noindex?: boolean;
}

/**
 * Title, description, canonical address, social-sharing tags and structured data of a page: what a page's `Head`
 * export (Gatsby's Head API) renders. The page's language is set for every page in gatsby-ssr.tsx.
 */
export function Seo({ page, path, image, structuredData, noindex = false }: SeoProps) {
  const business = useBusiness();
  const fullTitle = `${page.metaTitle} | ${business.name}`;
  const description = page.metaDescription;
  const canonical = new URL(path, business.url).toString();
  const shareImage = image ?? business.image?.childImageSharp?.resize?.src ?? null;
  const imageUrl = shareImage ? new URL(shareImage, business.url).toString() : null;

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={business.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content="en_US" />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      {structuredData?.(business).map((data, index) => (
        // serializeJsonLd escapes what could end the script element; React would write the JSON's quotes as entities.
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
      ))}
    </>
  );
}

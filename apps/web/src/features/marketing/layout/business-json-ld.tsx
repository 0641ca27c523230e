import { businessJsonLd, scriptSafeJson } from '@/lib/business-json-ld';
import { usePublicSite } from '@/lib/public-site';

/** The business for search engines (schema.org AutoWash), a JSON data block the CSP allows: no script runs. */
export function BusinessJsonLd() {
  const site = usePublicSite();
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(businessJsonLd(site)) }} />;
}

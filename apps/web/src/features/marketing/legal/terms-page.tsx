import { termsAndConditions } from '@/content/legal/terms';
import { usePublicSite } from '@/lib/public-site';
import { LegalPage } from './legal-page';

export function TermsPage() {
  const { business } = usePublicSite();
  return (
    <LegalPage
      document={termsAndConditions(business)}
      description="Auto Spa terms and conditions: services, your duties, payments and refunds, our liability and changes."
    />
  );
}

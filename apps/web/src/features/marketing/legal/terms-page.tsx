import { termsAndConditions } from '@/content/legal/terms';
import { LegalPage } from './legal-page';

export function TermsPage() {
  return (
    <LegalPage
      document={termsAndConditions}
      description="Auto Spa terms and conditions: services, your duties, payments and refunds, our liability and changes."
    />
  );
}

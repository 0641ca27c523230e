import { privacyPolicy } from '@/content/legal/privacy';
import { usePublicSite } from '@/lib/public-site';
import { LegalPage } from './legal-page';

export function PrivacyPage() {
  const { business } = usePublicSite();
  return (
    <LegalPage
      document={privacyPolicy(business)}
      description="How Auto Spa collects, uses and protects your personal data: bookings, contact messages, newsletter and job applications."
    />
  );
}

import { privacyPolicy } from '@/content/legal/privacy';
import { LegalPage } from './legal-page';

export function PrivacyPage() {
  return (
    <LegalPage
      document={privacyPolicy}
      description="How Auto Spa collects, uses and protects your personal data: bookings, contact messages, newsletter and job applications."
    />
  );
}

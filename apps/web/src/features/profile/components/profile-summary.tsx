import { routes } from '@autospa/contract';
import { Car, Mail, Phone } from 'lucide-react';
import { TextLink } from '@/components/ui/text-link';
import { WithProfile } from './with-profile';

// The dashboard's "You" card: contact details and, for a customer, the cars it books for.
export function ProfileSummary() {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-navy">Your details</h2>
        <TextLink to={routes.usersManagementShared} className="text-sm">
          My Profile
        </TextLink>
      </div>
      <div className="mt-4">
        <WithProfile>
          {(profile) => (
            <ul className="space-y-2.5 text-sm text-navy">
              <li className="flex items-center gap-2.5 break-all">
                <Mail aria-hidden="true" className="size-4 shrink-0 text-teal" />
                {profile.emailId}
              </li>
              <li className="flex items-center gap-2.5">
                <Phone aria-hidden="true" className="size-4 shrink-0 text-teal" />
                {profile.phone || '—'}
              </li>
              {profile.typeOfUser === 'User' && (
                <li className="flex items-start gap-2.5">
                  <Car aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal" />
                  <span className="font-mono tracking-wide">{profile.carNo.join(', ') || '—'}</span>
                </li>
              )}
            </ul>
          )}
        </WithProfile>
      </div>
    </section>
  );
}

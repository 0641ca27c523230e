import { routes } from '@autospa/contract';
import { PageHeader } from '@/components/ui/page-header';
import { TextLink } from '@/components/ui/text-link';
import { BusinessGstForm } from '../components/business-gst-form';
import { CarList } from '../components/car-list';
import { ContactForm } from '../components/contact-form';
import { MessagePreferencesForm } from '../components/message-preferences-form';
import { ProfileCard } from '../components/profile-card';
import { ProfileDetails } from '../components/profile-details';
import { WithProfile } from '../components/with-profile';

// The User and Employee menus' 'User Management' (/users/management): the person's own account. A customer
// edits its details and cars; staff records are kept by the Admin, so staff see theirs read-only.
export function MyProfileRoute() {
  return (
    <>
      <PageHeader title="My Profile" description="The details Auto Spa uses to reach you." />
      <WithProfile>
        {(profile) =>
          profile.typeOfUser === 'User' ? (
            <div className="grid gap-6 xl:grid-cols-[3fr_2fr]">
              <ProfileCard title="Contact details">
                <ContactForm profile={profile} />
              </ProfileCard>
              <ProfileCard
                title="My cars"
                description={
                  <>
                    The cars you book washes for. <TextLink to={routes.usersAdd}>Add a car</TextLink>
                  </>
                }
              >
                <CarList profile={profile} />
              </ProfileCard>
              <ProfileCard
                title="Messages"
                description="How we remind you of a booking. Every SMS and WhatsApp message has a way to stop them."
              >
                <MessagePreferencesForm profile={profile} />
              </ProfileCard>
              <ProfileCard
                title="Business invoice (GST)"
                description="For a business: your GSTIN on the tax invoices, so you can claim the input tax credit."
              >
                <BusinessGstForm profile={profile} />
              </ProfileCard>
            </div>
          ) : (
            <ProfileCard title="Your details" description="These details are kept by the business. To change them, ask an Admin.">
              <ProfileDetails profile={profile} />
            </ProfileCard>
          )
        }
      </WithProfile>
    </>
  );
}

import { PageHeader } from '@/components/ui/page-header';
import { AddCarForm } from '../components/add-car-form';
import { CarList } from '../components/car-list';
import { ProfileCard } from '../components/profile-card';
import { WithProfile } from '../components/with-profile';

// The User menu's 'Add User' (/users/add): a customer adds a car to its own profile.
export function AddCarRoute() {
  return (
    <>
      <PageHeader title="Add a Car" description="Add each car you want to book washes for." />
      <WithProfile>
        {(profile) => (
          <div className="grid gap-6 lg:grid-cols-2">
            <ProfileCard title="New car">
              <AddCarForm profile={profile} />
            </ProfileCard>
            <ProfileCard title="Cars on your profile">
              <CarList profile={profile} />
            </ProfileCard>
          </div>
        )}
      </WithProfile>
    </>
  );
}

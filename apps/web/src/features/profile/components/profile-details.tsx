import type { MyProfileView } from '@autospa/contract';
import { formatDate } from '@/lib/format';

type Row = [label: string, value: string];

function rowsFor(profile: MyProfileView): Row[] {
  const rows: Row[] = [
    ['Username', profile.username],
    ['Email', profile.emailId],
    ['Phone', profile.phone],
  ];
  if (profile.typeOfUser === 'Employee') {
    rows.push(
      ['Gender', profile.gender],
      ['Date of Birth', formatDate(profile.dateOfBirth)],
      ['State', profile.state],
      ['Country', profile.country],
      ['Pincode', profile.pincode],
    );
  }
  if (profile.typeOfUser === 'User') rows.push(['Cars', profile.carNo.join(', ')]);
  rows.push(['Role', profile.typeOfUser], ['Member since', formatDate(profile.createdAt)]);
  return rows;
}

// The account's details as a read-only list.
export function ProfileDetails({ profile }: { profile: MyProfileView }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {rowsFor(profile).map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
          <dd className="mt-0.5 text-sm break-words text-navy">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

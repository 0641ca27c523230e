import { z } from 'zod';
import { updateUserBody } from './accounts.js';

// The signed-in person's own account (GET /tor/my-profile, PUT /tor/update-my-profile). Fields that do not
// apply to the role are '' (employee details for a customer) or [] (cars for staff).
export const myProfileView = z.object({
  id: z.string(),
  typeOfUser: z.string(),
  username: z.string(),
  emailId: z.string(),
  phone: z.string(),
  carNo: z.array(z.string()),
  gender: z.string(),
  country: z.string(),
  state: z.string(),
  pincode: z.string(),
  dateOfBirth: z.string(),
  createdAt: z.string(),
});
export type MyProfileView = z.infer<typeof myProfileView>;

// A customer changes its own contact details and cars; never its role or active flag (unknown keys are dropped).
export const updateMyProfileBody = updateUserBody.omit({ active: true });
export type UpdateMyProfileBody = z.input<typeof updateMyProfileBody>;

export const updateMyProfileResponse = z.object({ message: z.string(), profile: myProfileView });

export const profileMessages = {
  updated: 'Profile updated successfully!',
  nothingToUpdate: 'Nothing to update.',
  failedFetch: 'Failed to load your profile.',
  failedUpdate: 'Failed to update your profile.',
} as const;

import { z } from 'zod';
import { updateUserBody } from './accounts.js';
import { carNoField } from './fields.js';
import { buyerGstBody, buyerGstView } from './gst.js';
import { languageField, messageChannelsField, MESSAGE_LANGUAGES, OPTIONAL_MESSAGE_CHANNELS } from './messaging.js';

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
  /** Issue 19: the channels reminders come on besides email ('sms', 'whatsapp'), and the messages' language. */
  messageChannels: z.array(z.enum(OPTIONAL_MESSAGE_CHANNELS)),
  language: z.enum(MESSAGE_LANGUAGES),
  /** Issue 21: a business customer's GSTIN and registered name for B2B tax invoices; null for none. */
  gst: buyerGstView,
});
export type MyProfileView = z.infer<typeof myProfileView>;

// A customer changes its own contact details and cars; never its role or active flag (unknown keys are dropped).
// Changing the email, phone or username (what signs in and where a reset code goes) needs the current password.
export const updateMyProfileBody = updateUserBody.omit({ active: true }).extend({
  currentPassword: z
    .string({ error: 'Current password must be text.' })
    .max(128, 'Current password must be at most 128 characters.')
    .optional(),
  messageChannels: messageChannelsField.optional(),
  language: languageField.optional(),
  gst: buyerGstBody.optional(),
});
export type UpdateMyProfileBody = z.input<typeof updateMyProfileBody>;

/** The profile's Add Car form: one or more car numbers, comma separated, by the rule of every car number. */
export const addCarsForm = z.object({ carNo: carNoField });

export const updateMyProfileResponse = z.object({ message: z.string(), profile: myProfileView });

export const profileMessages = {
  updated: 'Profile updated successfully!',
  nothingToUpdate: 'Nothing to update.',
  failedFetch: 'Failed to load your profile.',
  failedUpdate: 'Failed to update your profile.',
  currentPasswordRequired: 'Enter your current password to change your email, phone or username.',
  currentPasswordWrong: 'Your current password is not correct.',
  // One answer whichever field clashed, so the form cannot be used to find out who has an account (issue 14).
  detailsTaken: 'These details cannot be used for your account. Check them or try others.',
  changeReported:
    'Your old email, phone and username are back and every device is signed out. Now set a new password with Forgot Password.',
  reportLinkInvalid: 'This link is not valid any more. If you still need help, write to hello@autospa.example.',
  reportFailed: 'Sorry, we could not put your details back. Please write to hello@autospa.example.',
} as const;

// The "This wasn't me" link's token (newToken(): 43 base64url characters).
export const reportProfileChangeBody = z.object({
  token: z.string({ error: profileMessages.reportLinkInvalid }).regex(/^[A-Za-z0-9_-]{20,100}$/, profileMessages.reportLinkInvalid),
});
export type ReportProfileChangeBody = z.input<typeof reportProfileChangeBody>;

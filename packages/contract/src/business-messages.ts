// Issue 18: the business's own details (name, address, phones, emails, map) as settings the Admin edits.
export const businessMessages = {
  badName: 'Business name must be 1 to 80 characters.',
  badStreet: 'Street must be 1 to 120 characters.',
  badCity: 'City must be 1 to 120 characters.',
  badRegion: 'State must be one of the Indian states and union territories.',
  badPostalCode: 'PIN code must be 6 digits and cannot start with 0.',
  badPhone: 'Each phone must be an Indian number: +91 and 10 digits starting with 6 to 9, e.g. +91 98100 12345.',
  badPhoneCount: 'Give 1 to 3 phone numbers.',
  badEmail: 'Each email must be a valid address, e.g. hello@autospa.example.',
  badEmailCount: 'Give 1 to 3 email addresses.',
  badMapUrl: 'Map link must be an https:// address, or empty to link the address on OpenStreetMap.',
};

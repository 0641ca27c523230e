// The words of the plan screens (issue 20), in one place.
export const planTexts = {
  failedPlans: 'Failed to load the plans. Please try again.',
  failedSubscriptions: 'Failed to load the subscriptions. Please try again.',
  failedVisits: 'Failed to load the plan visits. Please try again.',
  failedLedger: 'Failed to load the credits. Please try again.',
  failedSave: 'Could not save the plan. Please try again.',
  failedAction: 'That did not work. Please try again.',
  failedPhoto: 'Could not load the photo.',
};

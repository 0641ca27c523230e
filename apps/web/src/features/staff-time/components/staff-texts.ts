// The staff time screen's own wording (the server's answers come from the contract's schedulingMessages).
export const staffTexts = {
  loading: 'Loading the team...',
  failedFetch: 'Failed to fetch the team.',
  failedSave: 'Failed to save the shifts.',
  followsOpeningHours: 'Follows opening hours',
};

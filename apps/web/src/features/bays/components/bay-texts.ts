// The bays screen's own wording (the server's answers come from the contract's schedulingMessages).
export const bayTexts = {
  loading: 'Loading bays...',
  loadingServices: 'Loading services...',
  failedSave: 'Failed to save the bay.',
  failedRetire: 'Failed to retire the bay.',
  failedServices: 'The services could not be loaded: the bay can still do all services.',
  allServices: 'All services',
};

/** "No upcoming bookings", "1 upcoming booking", "3 upcoming bookings". */
export const upcomingText = (n: number) => (n === 0 ? 'No upcoming bookings' : `${n} upcoming booking${n === 1 ? '' : 's'}`);

// The customer's garage (issue 16): what the vehicle routes and the My Vehicles screen say.
export const MAX_VEHICLES_PER_CUSTOMER = 20;

export const vehicleMessages = {
  created: 'Vehicle added.',
  updated: 'Vehicle updated.',
  retired: 'Vehicle removed from your garage. Its bookings stay in your history.',
  notFound: 'Vehicle not found.',
  duplicatePlate: 'You already have a vehicle with this plate.',
  tooMany: `You can keep up to ${MAX_VEHICLES_PER_CUSTOMER} vehicles. Remove one to add another.`,
  typeRequired: 'Vehicle type is required.',
  customerUnknown: 'Customer not found.',
  failedFetch: 'Failed to fetch the vehicles.',
  failedTypes: 'Failed to fetch the vehicle types. Please reload the page.',
  failedSave: 'Failed to save the vehicle. Please try again.',
  failedRetire: 'Failed to remove the vehicle. Please try again.',
  typeMissing: 'Set this car’s type so we can price it right.',
  savedAsOtherType: (type: string) => `This car is saved in your garage as ${type}. Book it as that, or change its type in My Vehicles.`,
} as const;

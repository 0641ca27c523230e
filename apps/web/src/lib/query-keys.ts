// Query keys shared across features, so a change in one (a new account) refreshes what others show (metrics).
export const queryKeys = {
  metrics: ['metrics'] as const,
  settings: ['settings'] as const,
  accounts: ['accounts'] as const,
  accountList: (typeOfUser: 'User' | 'Employee', params: object = {}) => ['accounts', typeOfUser, params] as const,
  myProfile: ['my-profile'] as const,
  // Catalog: any change refreshes every catalog list (a renamed category shows in the subcategory list).
  catalog: ['catalog'] as const,
  services: ['catalog', 'services'] as const,
  categories: ['catalog', 'categories'] as const,
  subCategories: ['catalog', 'sub-categories'] as const,
  addOns: ['catalog', 'add-ons'] as const,
  servicePrices: (serviceId: string) => ['catalog', 'service-prices', serviceId] as const,
  bookingChoices: (list: 'categories' | 'sub-categories' | 'services') => ['catalog', 'names', list] as const,
  // Bookings: any change refreshes every booking list and the free times.
  bookings: ['bookings'] as const,
  bookingList: (scope: 'all' | 'today' | 'mine', params: object = {}) => ['bookings', scope, params] as const,
  availability: (date: string, serviceName: string) => ['bookings', 'availability', date, serviceName] as const,
  employeeChoices: ['accounts', 'Employee', 'choices'] as const,
  customerChoices: ['accounts', 'User', 'choices'] as const,
  // The customer's garage (issue 16): any change refreshes the customer's list and the Admin's views of it.
  vehicles: ['vehicles'] as const,
  myVehicles: ['vehicles', 'mine'] as const,
  customerVehicles: (userId: string) => ['vehicles', 'customer', userId] as const,
  vehicleTypes: ['catalog', 'vehicle-types'] as const,
  // Issue 17 (admin): named bays, staff shifts, leave requests and the role dashboards.
  bays: ['bays'] as const,
  staff: ['accounts', 'Employee', 'staff'] as const,
  leaves: ['leaves'] as const,
  leaveList: (params: object = {}) => ['leaves', params] as const,
  // The role dashboards are booking figures: any booking change reloads them.
  dashboard: ['bookings', 'dashboard'] as const,
  // Issue 20: plans, subscriptions, their ledgers and visits; any plan write reloads them all.
  plans: ['plans'] as const,
  planList: (all: boolean) => ['plans', 'list', all] as const,
  mySubscriptions: ['plans', 'my-subscriptions'] as const,
  subscriptionList: (params: object) => ['plans', 'subscriptions', params] as const,
  planLedger: (subscriptionId: string) => ['plans', 'ledger', subscriptionId] as const,
  planVisits: (params: object) => ['plans', 'visits', params] as const,
  visitPhoto: (visitId: string) => ['plans', 'photo', visitId] as const,
};

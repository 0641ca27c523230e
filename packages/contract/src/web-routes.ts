// Kept apart from the API paths (paths.ts): a public page that links to these does not download the signed-in
// screens' endpoints.

// Web routes (SPEC.md §2).
export const routes = {
  home: '/',
  login: '/Sign-In/Login',
  register: '/Sign-In/Register',
  forgotPassword: '/forgot-password',
  adminDashboard: '/dashboard',
  userDashboard: '/user-dashboard',
  employeeDashboard: '/employee-dashboard',
  // Signed-in screens (SPEC.md §2, §6).
  allServices: '/all-services',
  vehicleType: '/vehicle-type',
  createEmployee: '/create-employee',
  createCategory: '/create-category',
  createSubcategory: '/create-subcategory',
  allSubcategory: '/all-subcategory',
  createServices: '/create-services',
  todayBookings: '/bookings/today',
  allBookings: '/bookings/all',
  manageEmployee: '/manage-employee',
  usersManagement: '/users-management',
  addUser: '/add-user',
  adminPasswordUpdate: '/password-update',
  createBooking: '/create-booking',
  myBooking: '/my-booking',
  userPasswordUpdate: '/user-password-update',
  employeePasswordUpdate: '/employee-password-update',
  updateBooking: '/update-booking',
  services: '/services',
  incomeExpenses: '/income-expenses',
  // Not in SPEC.md: a printable receipt for one paid booking, and the Admin's inbox of the public forms.
  receipt: '/income-expenses/receipt/:id',
  inbox: '/inbox',
  // Not in SPEC.md: the Admin's business settings (issue 14: upcoming bookings per customer).
  settings: '/settings',
  usersManagementShared: '/users/management',
  usersAdd: '/users/add',
  // Public: the one booking flow every "Book Now" link leads to (issue 16), for guests and customers alike.
  book: '/book',
  // Not in SPEC.md (issue 16): the add-on catalog, and one service's prices by vehicle type (?serviceId=).
  addOns: '/add-ons',
  servicePrices: '/service-prices',
  // Public: the page the "This wasn't me" link of a profile-change notice opens (?token=...).
  reportProfileChange: '/report-profile-change',
  // Not in SPEC.md: the customer's garage (issue 16).
  myVehicles: '/my-vehicles',
  // Issue 16: the confirmation after booking (signed-in customer, ?id=) and a guest's manage link (public, ?token=).
  bookingConfirmed: '/booking-confirmed',
  manageBooking: '/manage-booking',
  // Issue 17: the owner's bay timeline (Bookings menu), named bays and staff time (Admin), and leave requests.
  bookingsCalendar: '/bookings/calendar',
  bays: '/bays',
  staffTime: '/staff-time',
  leave: '/leave',
  // Issue 19: the Admin's delivery log; a reminder's one-tap link page (/b/<token>) and opt-out page (/stop/<token>).
  notifications: '/notifications',
  bookingLink: '/b/:token',
  stopMessages: '/stop/:token',
  // Issue 20: the Admin's plans, subscriptions and plan visits (missed ones first); the customer's plans.
  plans: '/plans',
  subscriptions: '/subscriptions',
  planVisits: '/plan-visits',
  myPlans: '/my-plans',
  // Issue 21: the Admin's invoices and GST month; a printable invoice (its owner or the Admin): /invoice?id=.
  invoices: '/invoices',
  gstSummary: '/gst-summary',
  invoice: '/invoice',
} as const;

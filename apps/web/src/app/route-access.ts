import { dashboardFor, routes, type Role } from '@autospa/contract';

// SPEC.md §6 route access map, as data. 'any' = every signed-in role.
export type Access = readonly Role[] | 'any';

export type SignedInScreen = { path: string; title: string; access: Access };

const admin: Access = ['Admin'];
const user: Access = ['User'];
const employee: Access = ['Employee'];
const adminOrEmployee: Access = ['Admin', 'Employee'];

type Row = readonly [path: string, title: string];

/** The screens one access rule opens, given as [path, title] rows. */
const screens = (access: Access, rows: readonly Row[]): SignedInScreen[] => rows.map(([path, title]) => ({ path, title, access }));

export const signedInScreens: readonly SignedInScreen[] = [
  ...screens(admin, [
    [routes.adminDashboard, 'Admin Dashboard'],
    [routes.allServices, 'All Services'],
    [routes.vehicleType, 'Vehicle Categories'],
    [routes.createEmployee, 'Create Employee'],
    [routes.createCategory, 'Create Category'],
    [routes.createSubcategory, 'Create SubCategory'],
    [routes.allSubcategory, 'All SubCategories'],
    [routes.createServices, 'Create Service'],
    [routes.manageEmployee, 'Employee Management'],
    [routes.usersManagement, 'User Management'],
    [routes.adminPasswordUpdate, 'Change Password'],
    // Not in SPEC.md §6's map, but only an Admin may add accounts (docs/spec-deviations.md).
    [routes.addUser, 'Add User'],
    // Not in SPEC.md: what visitors sent through the public forms (docs/spec-deviations.md).
    [routes.inbox, 'Inbox'],
    // Not in SPEC.md: the business settings (docs/spec-deviations.md).
    [routes.settings, 'Settings'],
    // Not in SPEC.md (issue 16): the add-on catalog and a service's prices by vehicle type (docs/spec-deviations.md).
    [routes.addOns, 'Add-ons'],
    [routes.servicePrices, 'Service Prices'],
    // Not in SPEC.md (issue 17): named bays and the team's weekly shifts (docs/spec-deviations.md).
    [routes.bays, 'Bays'],
    [routes.staffTime, 'Staff time'],
    // Not in SPEC.md (issue 17): the owner's bay timeline (docs/spec-deviations.md).
    [routes.bookingsCalendar, 'Bookings Calendar'],
    // Not in SPEC.md (issue 19): the delivery log of emails, SMS and WhatsApp messages.
    [routes.notifications, 'Messages'],
    // Not in SPEC.md (issue 20): the plans for sale, who bought them, and the plan visits (docs/spec-deviations.md).
    [routes.plans, 'Plans'],
    [routes.subscriptions, 'Subscriptions'],
    [routes.planVisits, 'Plan visits'],
    // Not in SPEC.md (issue 21): GST tax invoices and the accountant's month (docs/spec-deviations.md).
    [routes.invoices, 'Invoices'],
    [routes.gstSummary, 'GST summary'],
  ]),
  ...screens(adminOrEmployee, [
    // SPEC.md §6 has it Admin only, yet its Employee menu links it: an Employee sees its own today view there
    // (docs/spec-deviations.md).
    [routes.todayBookings, "Today's Bookings"],
    // Not in SPEC.md (issue 17): an Employee asks for leave, the Admin decides.
    [routes.leave, 'Leave'],
  ]),
  // The Admin, or the customer the invoice bills (the server checks whose it is).
  ...screens(['Admin', 'User'], [[routes.invoice, 'Invoice']]),
  ...screens(user, [
    [routes.userDashboard, 'User Dashboard'],
    [routes.createBooking, 'Create Booking'],
    // Not in SPEC.md: where the booking flow lands (issue 16, docs/spec-deviations.md).
    [routes.bookingConfirmed, 'Booking confirmation'],
    [routes.userPasswordUpdate, 'Change Password'],
    // Not in SPEC.md: the customer's garage (issue 16; docs/spec-deviations.md).
    [routes.myVehicles, 'My Vehicles'],
    // Not in SPEC.md (issue 20): the customer's plans (docs/spec-deviations.md).
    [routes.myPlans, 'My Plans'],
  ]),
  ...screens(employee, [
    [routes.employeeDashboard, 'Employee Dashboard'],
    [routes.employeePasswordUpdate, 'Change Password'],
    [routes.updateBooking, 'All Bookings'],
  ]),
  ...screens('any', [
    [routes.allBookings, 'All Bookings'],
    [routes.myBooking, 'My Bookings'],
    [routes.services, 'Services'],
    [routes.incomeExpenses, 'Income and Expenses'],
    [routes.receipt, 'Receipt'],
    [routes.usersManagementShared, 'User Management'],
    [routes.usersAdd, 'Add User'],
  ]),
];

export function canAccess(access: Access, role: string): boolean {
  return access === 'any' || (access as readonly string[]).includes(role);
}

/** Where a signed-in role goes for a screen: null to stay, else its own dashboard (SPEC.md §6). */
export function redirectFor(access: Access, role: string): string | null {
  return canAccess(access, role) ? null : dashboardFor(role);
}

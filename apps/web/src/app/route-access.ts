import { dashboardFor, routes, type Role } from '@autospa/contract';

// SPEC.md §6 route access map, as data. 'any' = every signed-in role.
export type Access = readonly Role[] | 'any';

export type SignedInScreen = { path: string; title: string; access: Access };

const admin: Access = ['Admin'];
const user: Access = ['User'];
const employee: Access = ['Employee'];

export const signedInScreens: readonly SignedInScreen[] = [
  // Admin only
  { path: routes.adminDashboard, title: 'Admin Dashboard', access: admin },
  { path: routes.allServices, title: 'All Services', access: admin },
  { path: routes.vehicleType, title: 'Vehicle Categories', access: admin },
  { path: routes.createEmployee, title: 'Create Employee', access: admin },
  { path: routes.createCategory, title: 'Create Category', access: admin },
  { path: routes.createSubcategory, title: 'Create SubCategory', access: admin },
  { path: routes.allSubcategory, title: 'All SubCategories', access: admin },
  { path: routes.createServices, title: 'Create Service', access: admin },
  // SPEC.md §6 has it Admin only, yet its Employee menu links it: an Employee sees its own today view there
  // (docs/spec-deviations.md).
  { path: routes.todayBookings, title: "Today's Bookings", access: ['Admin', 'Employee'] },
  { path: routes.manageEmployee, title: 'Employee Management', access: admin },
  { path: routes.usersManagement, title: 'User Management', access: admin },
  { path: routes.adminPasswordUpdate, title: 'Change Password', access: admin },
  // Not in SPEC.md §6's map, but only an Admin may add accounts (docs/spec-deviations.md).
  { path: routes.addUser, title: 'Add User', access: admin },
  // Not in SPEC.md: what visitors sent through the public forms (docs/spec-deviations.md).
  { path: routes.inbox, title: 'Inbox', access: admin },
  // Not in SPEC.md: the business settings (docs/spec-deviations.md).
  { path: routes.settings, title: 'Settings', access: admin },
  // Not in SPEC.md (issue 16): the add-on catalog and a service's prices by vehicle type (docs/spec-deviations.md).
  { path: routes.addOns, title: 'Add-ons', access: admin },
  { path: routes.servicePrices, title: 'Service Prices', access: admin },
  // Not in SPEC.md (issue 17): named bays and the team's weekly shifts (docs/spec-deviations.md).
  { path: routes.bays, title: 'Bays', access: admin },
  { path: routes.staffTime, title: 'Staff time', access: admin },
  // Not in SPEC.md (issue 17): an Employee asks for leave, the Admin decides.
  { path: routes.leave, title: 'Leave', access: ['Admin', 'Employee'] },
  // Not in SPEC.md (issue 17): the owner's bay timeline (docs/spec-deviations.md).
  { path: routes.bookingsCalendar, title: 'Bookings Calendar', access: admin },
  // Not in SPEC.md (issue 19): the delivery log of emails, SMS and WhatsApp messages.
  { path: routes.notifications, title: 'Messages', access: admin },
  // Not in SPEC.md (issue 20): the plans for sale, who bought them, and the plan visits (docs/spec-deviations.md).
  { path: routes.plans, title: 'Plans', access: admin },
  { path: routes.subscriptions, title: 'Subscriptions', access: admin },
  { path: routes.planVisits, title: 'Plan visits', access: admin },
  // Not in SPEC.md (issue 21): GST tax invoices and the accountant's month (docs/spec-deviations.md).
  { path: routes.invoices, title: 'Invoices', access: admin },
  { path: routes.gstSummary, title: 'GST summary', access: admin },
  // The Admin, or the customer the invoice bills (the server checks whose it is).
  { path: routes.invoice, title: 'Invoice', access: ['Admin', 'User'] },
  // User only
  { path: routes.userDashboard, title: 'User Dashboard', access: user },
  { path: routes.createBooking, title: 'Create Booking', access: user },
  // Not in SPEC.md: where the booking flow lands (issue 16, docs/spec-deviations.md).
  { path: routes.bookingConfirmed, title: 'Booking confirmation', access: user },
  { path: routes.userPasswordUpdate, title: 'Change Password', access: user },
  // Not in SPEC.md: the customer's garage (issue 16; docs/spec-deviations.md).
  { path: routes.myVehicles, title: 'My Vehicles', access: user },
  // Not in SPEC.md (issue 20): the customer's plans (docs/spec-deviations.md).
  { path: routes.myPlans, title: 'My Plans', access: user },
  // Employee only
  { path: routes.employeeDashboard, title: 'Employee Dashboard', access: employee },
  { path: routes.employeePasswordUpdate, title: 'Change Password', access: employee },
  { path: routes.updateBooking, title: 'All Bookings', access: employee },
  // Any signed-in role
  { path: routes.allBookings, title: 'All Bookings', access: 'any' },
  { path: routes.myBooking, title: 'My Bookings', access: 'any' },
  { path: routes.services, title: 'Services', access: 'any' },
  { path: routes.incomeExpenses, title: 'Income and Expenses', access: 'any' },
  { path: routes.receipt, title: 'Receipt', access: 'any' },
  { path: routes.usersManagementShared, title: 'User Management', access: 'any' },
  { path: routes.usersAdd, title: 'Add User', access: 'any' },
];

export function canAccess(access: Access, role: string): boolean {
  return access === 'any' || (access as readonly string[]).includes(role);
}

/** Where a signed-in role goes for a screen: null to stay, else its own dashboard (SPEC.md §6). */
export function redirectFor(access: Access, role: string): string | null {
  return canAccess(access, role) ? null : dashboardFor(role);
}

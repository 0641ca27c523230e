import { routes } from '@autospa/contract';
import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<{ Component: ComponentType }>;

/**
 * The built screens, by path. A path that is not here shows the "coming soon" placeholder, so no menu entry
 * leads to a blank page. Add a screen with: [routes.x]: () => import('@/features/x/routes/y').then((m) => ({ Component: m.Y })).
 */
const screens: Partial<Record<string, ScreenLoader>> = {
  // Dashboards and the Update Password screens (issue 3).
  [routes.adminDashboard]: () => import('./dashboards').then((m) => ({ Component: m.AdminDashboardScreen })),
  [routes.userDashboard]: () => import('./dashboards').then((m) => ({ Component: m.UserDashboardScreen })),
  [routes.employeeDashboard]: () => import('./dashboards').then((m) => ({ Component: m.EmployeeDashboardScreen })),
  [routes.adminPasswordUpdate]: () => import('./change-password').then((m) => ({ Component: m.ChangePasswordScreen })),
  [routes.userPasswordUpdate]: () => import('./change-password').then((m) => ({ Component: m.ChangePasswordScreen })),
  [routes.employeePasswordUpdate]: () => import('./change-password').then((m) => ({ Component: m.ChangePasswordScreen })),
  // People (issue 3).
  // With each customer's vehicles and bookings on its row (issue 16).
  [routes.usersManagement]: () => import('./users-management-screen').then((m) => ({ Component: m.UsersManagementScreen })),
  [routes.manageEmployee]: () => import('@/features/accounts/routes/manage-employee').then((m) => ({ Component: m.ManageEmployeeRoute })),
  [routes.createEmployee]: () => import('@/features/accounts/routes/create-employee').then((m) => ({ Component: m.CreateEmployeeRoute })),
  [routes.addUser]: () => import('@/features/accounts/routes/add-user').then((m) => ({ Component: m.AddUserRoute })),
  // A person's own account (issue 3).
  [routes.usersManagementShared]: () => import('./own-account-screens').then((m) => ({ Component: m.UsersManagementSharedScreen })),
  [routes.usersAdd]: () => import('./own-account-screens').then((m) => ({ Component: m.UsersAddScreen })),
  // Catalog and bookings (issue 4).
  [routes.allServices]: () => import('@/features/catalog/routes/all-services').then((m) => ({ Component: m.AllServicesRoute })),
  [routes.vehicleType]: () => import('@/features/catalog/routes/vehicle-type').then((m) => ({ Component: m.VehicleTypeRoute })),
  [routes.allSubcategory]: () => import('@/features/catalog/routes/all-subcategory').then((m) => ({ Component: m.AllSubCategoryRoute })),
  [routes.createCategory]: () => import('@/features/catalog/routes/create-category').then((m) => ({ Component: m.CreateCategoryRoute })),
  [routes.createSubcategory]: () =>
    import('@/features/catalog/routes/create-subcategory').then((m) => ({ Component: m.CreateSubCategoryRoute })),
  [routes.createServices]: () => import('@/features/catalog/routes/create-services').then((m) => ({ Component: m.CreateServicesRoute })),
  [routes.services]: () => import('@/features/catalog/routes/services').then((m) => ({ Component: m.ServicesRoute })),
  [routes.createBooking]: () => import('@/features/bookings/routes/create-booking').then((m) => ({ Component: m.CreateBookingRoute })),
  [routes.updateBooking]: () =>
    import('@/features/bookings/routes/staff-bookings').then((m) => ({ Component: m.EmployeeAllBookingsRoute })),
  [routes.allBookings]: () => import('./booking-screens').then((m) => ({ Component: m.AllBookingsScreen })),
  [routes.todayBookings]: () => import('./booking-screens').then((m) => ({ Component: m.TodayBookingsScreen })),
  [routes.myBooking]: () => import('./booking-screens').then((m) => ({ Component: m.MyBookingsScreen })),
  // The owner's bay timeline (issue 17).
  [routes.bookingsCalendar]: () =>
    import('@/features/bookings/routes/bookings-calendar').then((m) => ({ Component: m.BookingsCalendarRoute })),
  [routes.bookingConfirmed]: () =>
    import('@/features/bookings/routes/booking-confirmed').then((m) => ({ Component: m.BookingConfirmedRoute })),
  // Prices by vehicle type and add-ons (issue 16).
  [routes.addOns]: () => import('@/features/catalog/routes/add-ons').then((m) => ({ Component: m.AddOnsRoute })),
  [routes.servicePrices]: () => import('@/features/catalog/routes/service-prices').then((m) => ({ Component: m.ServicePricesRoute })),
  // Income and expenses, Payment and receipts (issue 6).
  [routes.incomeExpenses]: () => import('@/features/finance/routes/income-expenses').then((m) => ({ Component: m.IncomeExpensesRoute })),
  [routes.receipt]: () => import('@/features/finance/routes/receipt').then((m) => ({ Component: m.ReceiptRoute })),
  // The Admin's inbox of the public forms (issue 5).
  [routes.inbox]: () => import('@/features/inbox/routes/inbox').then((m) => ({ Component: m.InboxRoute })),
  // The Admin's business settings (issue 14).
  [routes.settings]: () => import('@/features/settings/routes/settings').then((m) => ({ Component: m.SettingsRoute })),
  // The customer's garage (issue 16).
  [routes.myVehicles]: () => import('@/features/vehicles/routes/my-vehicles').then((m) => ({ Component: m.MyVehiclesRoute })),
  // Named bays, staff time and leave (issue 17).
  [routes.bays]: () => import('@/features/bays/routes/bays').then((m) => ({ Component: m.BaysRoute })),
  [routes.staffTime]: () => import('@/features/staff-time/routes/staff-time').then((m) => ({ Component: m.StaffTimeRoute })),
  [routes.leave]: () => import('@/features/leave/routes/leave').then((m) => ({ Component: m.LeaveRoute })),
  // The delivery log of every message sent (issue 19).
  [routes.notifications]: () => import('@/features/notifications/routes/notifications').then((m) => ({ Component: m.NotificationsRoute })),
  // Plans and memberships (issue 20).
  [routes.plans]: () => import('@/features/plans/routes/plans').then((m) => ({ Component: m.PlansRoute })),
  [routes.subscriptions]: () => import('@/features/plans/routes/subscriptions').then((m) => ({ Component: m.SubscriptionsRoute })),
  [routes.planVisits]: () => import('@/features/plans/routes/plan-visits').then((m) => ({ Component: m.PlanVisitsRoute })),
  [routes.myPlans]: () => import('@/features/plans/routes/my-plans').then((m) => ({ Component: m.MyPlansRoute })),
  // GST tax invoices and the accountant's month (issue 21).
  [routes.invoices]: () => import('@/features/invoices/routes/invoices').then((m) => ({ Component: m.InvoicesRoute })),
  [routes.invoice]: () => import('@/features/invoices/routes/invoice').then((m) => ({ Component: m.InvoiceRoute })),
  [routes.gstSummary]: () => import('@/features/invoices/routes/gst-summary').then((m) => ({ Component: m.GstSummaryRoute })),
};

/** The screen of a signed-in path, or the "coming soon" placeholder when it is not built yet. */
export async function loadScreen(path: string, title: string): Promise<{ Component: ComponentType }> {
  const load = screens[path];
  if (load) return load();
  const { ComingSoonPage } = await import('./coming-soon');
  return { Component: () => <ComingSoonPage title={title} /> };
}

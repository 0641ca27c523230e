import { routes } from '@autospa/contract';
import {
  BadgeIndianRupee,
  CalendarDays,
  CalendarOff,
  Car,
  ClipboardList,
  CreditCard,
  FileText,
  Inbox,
  KeyRound,
  LayoutDashboard,
  MessageSquare,
  Settings,
  Sparkles,
  Tags,
  UserCog,
  UserRound,
  Users,
  Warehouse,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

export type MenuLink = {
  kind: 'link';
  label: string;
  to: string;
  icon?: LucideIcon;
  /** Other paths on which this entry is the current page ('User Dashboard' links /dashboard, lands on /user-dashboard). */
  activeOn?: readonly string[];
};
export type MenuGroup = { kind: 'group'; label: string; icon: LucideIcon; to?: string; items: readonly MenuLink[] };
export type MenuEntry = MenuLink | MenuGroup;

const link = (label: string, to: string, icon?: LucideIcon, activeOn?: readonly string[]): MenuLink => ({
  kind: 'link',
  label,
  to,
  ...(icon && { icon }),
  ...(activeOn && { activeOn }),
});
/** A group's items are plain links, given as [label, path] rows. */
type Item = readonly [label: string, to: string];
const group = (label: string, icon: LucideIcon, items: readonly Item[], to?: string): MenuGroup => ({
  kind: 'group',
  label,
  icon,
  items: items.map(([itemLabel, itemTo]) => link(itemLabel, itemTo)),
  ...(to && { to }),
});

// SPEC.md §2 side menus: labels, routes and order as written there, except where a comment says otherwise.
const adminMenu: readonly MenuEntry[] = [
  link('Admin Dashboard', routes.adminDashboard, LayoutDashboard),
  group(
    'Category',
    Tags,
    [
      ['Create Category', routes.createCategory],
      ['Create SubCategory', routes.createSubcategory],
      ['Update Category', routes.vehicleType],
      ['Update SubCategory', routes.allSubcategory],
    ],
    routes.vehicleType,
  ),
  // 'Add-ons' is not in SPEC.md's menu (issue 16, docs/spec-deviations.md).
  group('Service List', ClipboardList, [
    ['All Services', routes.allServices],
    ['Create Services', routes.createServices],
    ['Add-ons', routes.addOns],
  ]),
  // 'Calendar' is not in SPEC.md's menu (issue 17, docs/spec-deviations.md).
  group('Bookings', CalendarDays, [
    ['Today Bookings', routes.todayBookings],
    ['All Bookings', routes.allBookings],
    ['Calendar', routes.bookingsCalendar],
  ]),
  link('Income and Expenses', routes.incomeExpenses, Wallet),
  // Not in SPEC.md's menu: GST tax invoices, credit notes and the accountant's month (issue 21, docs/spec-deviations.md).
  group('Invoices', FileText, [
    ['All Invoices', routes.invoices],
    ['GST summary', routes.gstSummary],
  ]),
  // Not in SPEC.md's menu: plans and memberships (issue 20, docs/spec-deviations.md).
  group('Plans', BadgeIndianRupee, [
    ['All Plans', routes.plans],
    ['Subscriptions', routes.subscriptions],
    ['Plan visits', routes.planVisits],
  ]),
  // 'Staff time' and 'Leave' are not in SPEC.md's menu (issue 17, docs/spec-deviations.md).
  group('Employee', UserCog, [
    ['Create Employee', routes.createEmployee],
    ['Employee Management', routes.manageEmployee],
    ['Staff time', routes.staffTime],
  ]),
  link('Leave', routes.leave, CalendarOff),
  group('Users', Users, [
    ['Add User', routes.addUser],
    ['User Management', routes.usersManagement],
  ]),
  // Not in SPEC.md's menu: the public forms' messages, sign-ups and applications (docs/spec-deviations.md).
  link('Inbox', routes.inbox, Inbox),
  // Not in SPEC.md's menu: the delivery log of emails, SMS and WhatsApp messages (issue 19).
  link('Messages', routes.notifications, MessageSquare),
  // Not in SPEC.md's menu: the named bays (issue 17).
  link('Bays', routes.bays, Warehouse),
  link('Settings', routes.settings, Settings),
  link('Change Password', routes.adminPasswordUpdate, KeyRound),
];

const userMenu: readonly MenuEntry[] = [
  link('User Dashboard', routes.adminDashboard, LayoutDashboard, [routes.userDashboard]),
  link('Services', routes.services, Sparkles),
  // SPEC.md's 'States' opened Services a second time: dropped (issue 17, docs/spec-deviations.md).
  link('Payment', routes.incomeExpenses, CreditCard),
  group('Bookings', CalendarDays, [
    // Not in SPEC.md's menu: the one booking flow (issue 16); SPEC.md's Create Booking stays beside it.
    ['Book a wash', routes.book],
    ['My Bookings', routes.myBooking],
    ['Create Booking', routes.createBooking],
  ]),
  // Not in SPEC.md's menu: the customer's garage (issue 16; docs/spec-deviations.md).
  link('My Vehicles', routes.myVehicles, Car),
  // Not in SPEC.md's menu: the customer's plans (issue 20, docs/spec-deviations.md).
  link('My Plans', routes.myPlans, BadgeIndianRupee),
  // SPEC.md's Users / User Management / Add User, named for the screens they open (issue 17, docs/spec-deviations.md).
  group('My Account', UserRound, [
    ['My Profile', routes.usersManagementShared],
    ['Add a Car', routes.usersAdd],
  ]),
  link('Change Password', routes.userPasswordUpdate, KeyRound),
];

const employeeMenu: readonly MenuEntry[] = [
  link('Employee Dashboard', routes.adminDashboard, LayoutDashboard, [routes.employeeDashboard]),
  group('Bookings', CalendarDays, [
    ['Today Bookings', routes.todayBookings],
    ['All Bookings', routes.updateBooking],
  ]),
  link('Income and Expenses', routes.incomeExpenses, Wallet),
  // Not in SPEC.md's menu: leave requests (issue 17).
  link('Leave', routes.leave, CalendarOff),
  // SPEC.md's Users / User Management and Add User both opened the employee's own profile: one 'My Profile' (issue 17).
  link('My Profile', routes.usersManagementShared, UserRound),
  link('Change Password', routes.employeePasswordUpdate, KeyRound),
];

/** The side menu for a role; an unknown role gets the Admin layout (SPEC.md §6). */
export function menuFor(role: string): readonly MenuEntry[] {
  if (role === 'User') return userMenu;
  if (role === 'Employee') return employeeMenu;
  return adminMenu;
}

export const isLinkActive = (item: MenuLink, pathname: string) => item.to === pathname || (item.activeOn?.includes(pathname) ?? false);

/** The group holding the current page, opened automatically (SPEC.md §4). */
export function groupOf(menu: readonly MenuEntry[], pathname: string): string | null {
  for (const entry of menu) {
    if (entry.kind === 'group' && (entry.to === pathname || entry.items.some((item) => isLinkActive(item, pathname)))) return entry.label;
  }
  return null;
}

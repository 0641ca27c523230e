import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Locator, type Page, type Route } from '@playwright/test';

// Shared by the signed-in-*.spec.ts files: SPEC.md §2 menus as the tests expect them, and form helpers.

export type Role = 'admin' | 'user' | 'employee';
type Leaf = readonly [label: string, path: string];
export type MenuSpec = readonly (Leaf | readonly [group: string, items: readonly Leaf[]])[];

export const menus: Record<Role, MenuSpec> = {
  admin: [
    ['Admin Dashboard', '/dashboard'],
    [
      'Category',
      [
        ['Create Category', '/create-category'],
        ['Create SubCategory', '/create-subcategory'],
        ['Update Category', '/vehicle-type'],
        ['Update SubCategory', '/all-subcategory'],
      ],
    ],
    [
      'Service List',
      [
        ['All Services', '/all-services'],
        ['Create Services', '/create-services'],
        ['Add-ons', '/add-ons'],
      ],
    ],
    [
      'Bookings',
      [
        ['Today Bookings', '/bookings/today'],
        ['All Bookings', '/bookings/all'],
        // Not in SPEC.md's menu: the owner's timeline (issue 17, docs/spec-deviations.md).
        ['Calendar', '/bookings/calendar'],
      ],
    ],
    ['Income and Expenses', '/income-expenses'],
    // Not in SPEC.md's menu: tax invoices and the GST month (issue 21).
    [
      'Invoices',
      [
        ['All Invoices', '/invoices'],
        ['GST summary', '/gst-summary'],
      ],
    ],
    // Not in SPEC.md's menu: plans and memberships (issue 20).
    [
      'Plans',
      [
        ['All Plans', '/plans'],
        ['Subscriptions', '/subscriptions'],
        ['Plan visits', '/plan-visits'],
      ],
    ],
    [
      'Employee',
      [
        ['Create Employee', '/create-employee'],
        ['Employee Management', '/manage-employee'],
        // Not in SPEC.md's menu (issue 17).
        ['Staff time', '/staff-time'],
      ],
    ],
    ['Leave', '/leave'],
    [
      'Users',
      [
        ['Add User', '/add-user'],
        ['User Management', '/users-management'],
      ],
    ],
    // Not in SPEC.md's menu (docs/spec-deviations.md).
    ['Inbox', '/inbox'],
    // Not in SPEC.md's menu: the delivery log (issue 19).
    ['Messages', '/notifications'],
    ['Bays', '/bays'],
    ['Settings', '/settings'],
    ['Change Password', '/password-update'],
  ],
  user: [
    ['User Dashboard', '/dashboard'],
    ['Services', '/services'],
    // SPEC.md's 'States' (a second link to /services) is dropped (issue 17, docs/spec-deviations.md).
    ['Payment', '/income-expenses'],
    [
      'Bookings',
      [
        ['Book a wash', '/book'],
        ['My Bookings', '/my-booking'],
        ['Create Booking', '/create-booking'],
      ],
    ],
    // Not in SPEC.md's menu: the customer's garage (issue 16, docs/spec-deviations.md).
    ['My Vehicles', '/my-vehicles'],
    // Not in SPEC.md's menu: the customer's plans (issue 20).
    ['My Plans', '/my-plans'],
    // SPEC.md's Users / User Management / Add User, named for the screens they open (issue 17).
    [
      'My Account',
      [
        ['My Profile', '/users/management'],
        ['Add a Car', '/users/add'],
      ],
    ],
    ['Change Password', '/user-password-update'],
  ],
  employee: [
    ['Employee Dashboard', '/dashboard'],
    [
      'Bookings',
      [
        ['Today Bookings', '/bookings/today'],
        ['All Bookings', '/update-booking'],
      ],
    ],
    ['Income and Expenses', '/income-expenses'],
    ['Leave', '/leave'],
    // SPEC.md's Users / User Management and Add User both opened the employee's own profile (issue 17).
    ['My Profile', '/users/management'],
    ['Change Password', '/employee-password-update'],
  ],
};

export const dashboards: Record<Role, string> = { admin: '/dashboard', user: '/user-dashboard', employee: '/employee-dashboard' };

export const isGroup = (entry: MenuSpec[number]): entry is readonly [string, readonly Leaf[]] => Array.isArray(entry[1]);

/** Every link of a menu with the group it sits in (null at the top level). */
type MenuLeaf = { group: string | null; label: string; path: string };
export function leavesOf(menu: MenuSpec): MenuLeaf[] {
  return menu.flatMap((entry): MenuLeaf[] =>
    isGroup(entry)
      ? entry[1].map(([label, path]) => ({ group: entry[0], label, path }))
      : [{ group: null, label: entry[0], path: entry[1] }],
  );
}

export const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** Opens a menu group unless it is open already. */
export async function openGroup(page: Page, group: string) {
  const button = sideMenu(page).getByRole('button', { name: group, exact: true });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

export const uid = () => `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
export const uniquePhone = () => String(6_000_000_000 + Math.floor(Math.random() * 3_999_999_999));

/** The number on a metrics card, once it has loaded. */
export async function metric(page: Page, label: string): Promise<number> {
  const value = page.getByRole('group', { name: label, exact: true }).getByText(/^[\d,]+$/);
  await expect(value).toBeVisible();
  return Number((await value.innerText()).replace(/,/g, ''));
}

export type UserInput = { username: string; emailId: string; phone: string; carNo: string; password: string; confirmPassword?: string };
export type EmployeeInput = Omit<UserInput, 'carNo'> & {
  gender: string;
  dateOfBirth: string;
  country?: string;
  state: string;
  pincode: string;
};

export function newUser(overrides: Partial<UserInput> = {}): UserInput {
  const id = uid();
  return {
    username: `cust_${id}`,
    emailId: `cust_${id}@example.test`,
    phone: uniquePhone(),
    carNo: 'DL01AB1234',
    password: 'customer-pass-1',
    ...overrides,
  };
}

export function newEmployee(overrides: Partial<EmployeeInput> = {}): EmployeeInput {
  const id = uid();
  return {
    username: `staff_${id}`,
    emailId: `staff_${id}@example.test`,
    phone: uniquePhone(),
    gender: 'Female',
    dateOfBirth: '1996-05-14',
    state: 'Haryana',
    pincode: '122015',
    password: 'employee-pass-1',
    ...overrides,
  };
}

export async function fillUser(scope: Page | Locator, u: UserInput) {
  await scope.getByLabel('Username').fill(u.username);
  await scope.getByLabel('Email').fill(u.emailId);
  await scope.getByLabel('Phone').fill(u.phone);
  await scope.getByLabel('Car Number').fill(u.carNo);
  await scope.getByLabel('Password', { exact: true }).fill(u.password);
  await scope.getByLabel('Confirm Password').fill(u.confirmPassword ?? u.password);
}

export async function fillEmployee(scope: Page | Locator, e: EmployeeInput) {
  await scope.getByLabel('Username').fill(e.username);
  await scope.getByLabel('Email').fill(e.emailId);
  await scope.getByLabel('Phone').fill(e.phone);
  await scope.getByLabel('Gender').selectOption(e.gender);
  await scope.getByLabel('Date of Birth').fill(e.dateOfBirth);
  await scope.getByLabel('Country').fill(e.country ?? 'India');
  await scope.getByLabel('State').fill(e.state);
  await scope.getByLabel('Pincode').fill(e.pincode);
  await scope.getByLabel('Password', { exact: true }).fill(e.password);
  await scope.getByLabel('Confirm Password').fill(e.confirmPassword ?? e.password);
}

/** Counts the requests to an API path from now on. */
export function countRequests(page: Page, path: string) {
  const counter = { count: 0 };
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path) counter.count++;
  });
  return counter;
}

/** Signs in on a fresh page of its own and returns the error shown, or null when it reached a dashboard. */
export async function tryLogin(page: Page, identifier: string, password: string): Promise<string | null> {
  await page.goto('/Sign-In/Login');
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1, { timeout: 30_000 });
  await page.getByLabel('Username, email or phone').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const alert = page.getByRole('alert');
  await expect(alert.or(page.getByRole('heading', { level: 1, name: /Dashboard$/ }))).toBeVisible();
  return (await alert.isVisible()) ? alert.innerText() : null;
}

/** Tries a sign-in in a separate browser (its own storage), so the test's own session is untouched. */
export async function loginElsewhere(
  browser: Browser,
  identifier: string,
  password: string,
): Promise<{ error: string | null; url: string }> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  try {
    // Not the test fixture's page, whose goto waits for the app: tryLogin waits for it itself.
    const error = await tryLogin(page, identifier, password);
    return { error, url: new URL(page.url()).pathname };
  } finally {
    await context.close();
  }
}

/**
 * Holds the requests matching `url` until release(), then lets them (and any later ones) through or answers them
 * with `answer`: the test sees a pending state for as long as it looks, with no guessed delay.
 */
export async function holdRequests(page: Page, url: string | RegExp, answer?: (route: Route) => Promise<void>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await (answer ? answer(route) : route.continue());
  });
  return { release };
}

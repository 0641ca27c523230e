// API paths (SPEC.md §7), all served under /tor.
export const API_PREFIX = '/tor';

export const api = {
  login: '/tor/login',
  logout: '/tor/logout',
  me: '/tor/me',
  health: '/tor/health',
  docs: '/tor/docs',
  createUser: '/tor/create-user',
  createEmployee: '/tor/create-employee',
  allUsersAndEmployee: '/tor/allusersandemployee',
  updateUser: '/tor/update-user',
  deleteUser: '/tor/delete-user',
  updateEmployee: '/tor/update-employee',
  deleteEmployee: '/tor/delete-employee',
  sendOtp: '/tor/send-otp',
  updatePassword: '/tor/update-password',
} as const;

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
  usersManagementShared: '/users/management',
  usersAdd: '/users/add',
} as const;

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
} as const;

import type { EmployeeView, UserView } from '@autospa/contract';
import type { Account } from '@autospa/db';

// Rows are mapped to responses field by field: no hash or token can leak by accident (STYLE.md rule 6).
export function toUserView(a: Account, bookings = 0): UserView {
  return {
    _id: a.id,
    userId: a.id,
    username: a.username,
    phone: a.phone ?? '',
    emailId: a.email,
    carNo: a.carNo,
    bookings,
    active: a.active,
    typeOfUser: 'User',
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

export function toEmployeeView(a: Account): EmployeeView {
  return {
    _id: a.id,
    employeeId: a.id,
    username: a.username,
    gender: a.gender ?? '',
    phone: a.phone ?? '',
    emailId: a.email,
    country: a.country ?? '',
    state: a.state ?? '',
    pincode: a.pincode ?? '',
    dateOfBirth: a.dateOfBirth ?? '',
    active: a.active,
    typeOfUser: 'Employee',
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

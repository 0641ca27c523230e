import type { CreateEmployeeBody, CreateUserBody } from '@autospa/contract';

export const emptyUser: CreateUserBody = { username: '', emailId: '', phone: '', carNo: '', password: '', confirmPassword: '' };

export const emptyEmployee: CreateEmployeeBody = {
  username: '',
  emailId: '',
  phone: '',
  gender: '' as CreateEmployeeBody['gender'], // nothing chosen yet: the form asks
  country: 'India',
  state: '',
  pincode: '',
  dateOfBirth: '',
  password: '',
  confirmPassword: '',
};

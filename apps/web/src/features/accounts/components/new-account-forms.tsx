import type { CreateEmployeeBody, CreateUserBody } from '@autospa/contract';
import { AccountForm, type AccountFormProps } from './account-form';
import { EmployeeFields } from './employee-fields';
import { emptyEmployee, emptyUser } from './empty-forms';
import { createEmployeeResolver, createUserResolver } from './resolvers';
import { UserFields } from './user-fields';

type NewAccountFormProps<B extends CreateUserBody | CreateEmployeeBody> = Omit<AccountFormProps<B>, 'resolver' | 'empty' | 'children'>;

// A new customer's or employee's form, the same on its own screen and in a dashboard dialog.
export function NewUserForm(props: NewAccountFormProps<CreateUserBody>) {
  return (
    <AccountForm<CreateUserBody> resolver={createUserResolver} empty={emptyUser} {...props}>
      <UserFields />
    </AccountForm>
  );
}

export function NewEmployeeForm(props: NewAccountFormProps<CreateEmployeeBody>) {
  return (
    <AccountForm<CreateEmployeeBody> resolver={createEmployeeResolver} empty={emptyEmployee} {...props}>
      <EmployeeFields />
    </AccountForm>
  );
}

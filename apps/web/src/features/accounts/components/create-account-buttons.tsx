import { messages } from '@autospa/contract';
import { createUser } from '../api/create-user';
import { DialogLauncher } from './dialog-launcher';
import { NewEmployeeForm, NewUserForm } from './new-account-forms';

const dialogTexts = { failure: messages.create.fallback, unexpected: messages.create.unexpectedResponse };

function CreateEmployeeByAdmin() {
  return (
    <DialogLauncher
      label="Create Employee by Admin"
      title="Add New Employee"
      description="The employee signs in with this username, email or phone and password."
      size="lg"
    >
      {(onCreated) => (
        <NewEmployeeForm
          send={(body) => createUser(body)}
          texts={{ ...dialogTexts, success: messages.create.employeeAdded }}
          needsToken
          submitLabel="Add Employee"
          pendingLabel="Adding..."
          onCreated={onCreated}
        />
      )}
    </DialogLauncher>
  );
}

function CreateUser({ asSelf }: { asSelf: boolean }) {
  return (
    <DialogLauncher
      label={asSelf ? 'Create User by Self' : 'Create User by Admin'}
      title={asSelf ? 'Self-Register User' : 'Add New User'}
      description={
        asSelf
          ? 'For a walk-in customer to register at the counter: it is sent as their own registration, without your session.'
          : 'The customer signs in with this username, email or phone and password.'
      }
      size="md"
    >
      {(onCreated) => (
        <NewUserForm
          send={(body) => createUser(body, asSelf)}
          texts={{ ...dialogTexts, success: asSelf ? messages.create.registered : messages.create.userAdded }}
          needsToken={!asSelf}
          submitLabel={asSelf ? 'Register' : 'Add User'}
          pendingLabel={asSelf ? 'Registering...' : 'Adding...'}
          onCreated={onCreated}
        />
      )}
    </DialogLauncher>
  );
}

/**
 * The metrics strip's buttons, each shown only to a role that may use it (docs/spec-deviations.md): an Admin
 * adds employees and customers; an Employee lets a walk-in customer register; a customer gets none.
 */
export function CreateAccountButtons({ role }: { role: string }) {
  if (role === 'Admin')
    return (
      <>
        <CreateEmployeeByAdmin />
        <CreateUser asSelf={false} />
      </>
    );
  if (role === 'Employee') return <CreateUser asSelf />;
  return null;
}

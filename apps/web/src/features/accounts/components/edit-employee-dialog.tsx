import { messages, type EmployeeView, type UpdateEmployeeBody } from '@autospa/contract';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { EditAccountForm } from './edit-account-form';
import { EmployeeFields } from './employee-fields';
import { peopleTexts } from './people-texts';
import { updateEmployeeResolver } from './resolvers';

export function EditEmployeeDialog({ employee, onClose }: { employee: EmployeeView | null; onClose: () => void }) {
  return (
    <Dialog open={employee !== null} onOpenChange={(open) => !open && onClose()}>
      {employee && (
        <DialogContent title={`Edit ${employee.username}`} size="lg">
          <EditAccountForm<UpdateEmployeeBody>
            resolver={updateEmployeeResolver}
            defaults={{
              username: employee.username,
              emailId: employee.emailId,
              phone: employee.phone,
              gender: employee.gender as UpdateEmployeeBody['gender'],
              dateOfBirth: employee.dateOfBirth,
              country: employee.country,
              state: employee.state,
              pincode: employee.pincode,
            }}
            toChange={(body) => ({ kind: 'Employee', id: employee._id, body })}
            texts={{ success: messages.accounts.employeeUpdated, failure: peopleTexts.Employee.failedUpdate }}
            onDone={onClose}
          >
            <EmployeeFields withPasswords={false} />
          </EditAccountForm>
        </DialogContent>
      )}
    </Dialog>
  );
}

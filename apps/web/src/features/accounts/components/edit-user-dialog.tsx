import { messages, type UpdateUserBody, type UserView } from '@autospa/contract';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { EditAccountForm } from './edit-account-form';
import { peopleTexts } from './people-texts';
import { updateUserResolver } from './resolvers';
import { UserFields } from './user-fields';

export function EditUserDialog({ user, onClose }: { user: UserView | null; onClose: () => void }) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      {user && (
        <DialogContent title={`Edit ${user.username}`} size="md">
          <EditAccountForm<UpdateUserBody>
            resolver={updateUserResolver}
            defaults={{ username: user.username, emailId: user.emailId, phone: user.phone, carNo: user.carNo.join(', ') }}
            toChange={(body) => ({ kind: 'User', id: user._id, body })}
            texts={{ success: messages.accounts.userUpdated, failure: peopleTexts.User.failedUpdate }}
            onDone={onClose}
          >
            <UserFields withPasswords={false} />
          </EditAccountForm>
        </DialogContent>
      )}
    </Dialog>
  );
}

import type { OpeningHours, StaffMember } from '@autospa/contract';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { ShiftsForm } from './shifts-form';

type ShiftsDialogProps = { member: StaffMember | null; openingHours: OpeningHours | undefined; onClose: () => void };

// The shifts popup; the form mounts afresh for each employee.
export function ShiftsDialog({ member, openingHours, onClose }: ShiftsDialogProps) {
  return (
    <Dialog open={member !== null} onOpenChange={(open) => !open && onClose()}>
      {member && (
        <DialogContent title={`Shifts of ${member.username}`} size="md">
          <ShiftsForm key={member._id} member={member} openingHours={openingHours} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { ServiceCreateForm } from './service-create-form';

// The Service List's 'Add New': the Create Service form over the list, which shows the new row once it closes.
export function AddServiceDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" className="size-4" />
          Add New
        </Button>
      </DialogTrigger>
      <DialogContent title="Add New Service" description="Customers can book it as soon as it is saved." size="md">
        <ServiceCreateForm
          onSaved={(message) => {
            toast.success(message);
            setOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

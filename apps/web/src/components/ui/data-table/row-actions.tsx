import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from '../icon-button';

type RowActionsProps = {
  name: string;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  deleteLabel: string;
  extra?: ReactNode;
};

// The edit and delete icons of a row; each button says which row it acts on ('Edit Meera').
export function RowActions({ name, onEdit, onDelete, deleteLabel, extra }: RowActionsProps) {
  return (
    <div className="flex items-center gap-1">
      {onEdit && <IconButton label={`Edit ${name}`} icon={Pencil} onClick={onEdit} />}
      {onDelete && <IconButton label={`${deleteLabel} ${name}`} icon={Trash2} tone="danger" onClick={onDelete} />}
      {extra}
    </div>
  );
}

import { UserCheck } from 'lucide-react';
import { IconButton } from '@/components/ui/icon-button';

export function ReactivateButton({ name, onClick, disabled }: { name: string; onClick: () => void; disabled: boolean }) {
  return <IconButton label={`Re-activate ${name}`} icon={UserCheck} onClick={onClick} disabled={disabled} />;
}

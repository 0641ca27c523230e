import { Link, type LinkProps } from 'react-router';
import { cn } from '@/lib/cn';

export const textLinkClasses =
  'font-medium text-teal underline-offset-4 hover:text-teal-dark hover:underline ' +
  'focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2';

export function TextLink({ className, ...props }: LinkProps) {
  return <Link className={cn(textLinkClasses, className)} {...props} />;
}

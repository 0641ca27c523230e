import { routes } from '@autospa/contract';
import { Phone } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { telHref } from '@/content/business';
import { cn } from '@/lib/cn';
import { usePublicSite } from '@/lib/public-site';
import { container } from './layout';

type CtaBandProps = { title?: string; text?: string; action?: string };

/** The call-to-action that closes most pages: book online or call. */
export function CtaBand({
  title = 'Ready for a spotless car?',
  text = 'Book a wash in under a minute. We confirm your time by phone.',
  action = 'Book a Wash',
}: CtaBandProps) {
  const phone = usePublicSite().business.phones[0];
  return (
    <section aria-label="Book a wash" className="bg-teal text-white [--focus-ring:var(--color-white)]">
      <div className={`${container} flex flex-col items-start justify-between gap-6 py-12 md:flex-row md:items-center`}>
        <div>
          <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h2>
          <p className="mt-2 text-teal-50">{text}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={routes.book} className={cn(buttonClasses('secondary', 'lg'), 'border-white')}>
            {action}
          </Link>
          {phone && (
            <a
              href={telHref(phone)}
              className={cn(buttonClasses('ghost', 'lg'), 'text-white ring-1 ring-white/60 hover:bg-white/10 hover:text-white')}
            >
              <Phone aria-hidden="true" className="size-5" />
              {phone}
            </a>
          )}
        </div>
      </div>
    </section>
  );
}

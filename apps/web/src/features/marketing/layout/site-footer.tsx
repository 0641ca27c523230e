import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { business } from '@/content/business';
import { footerColumns, legalLinks } from '@/content/navigation';
import { usePublicSite } from '@/lib/public-site';
import { container } from '../shared/layout';
import { ContactDetails } from './contact-details';
import { NewsletterForm } from './newsletter-form';
import { SocialIcon } from './social-icons';

const footerLink = 'text-sm text-slate-300 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2';

export function SiteFooter() {
  const site = usePublicSite();
  const { name, city } = site.business;
  return (
    <footer className="bg-navy text-white [--focus-ring:var(--color-aqua)]">
      <div className={`${container} grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-4`}>
        <div className="space-y-4">
          <Logo inverted />
          <p className="text-sm text-slate-300">
            Hand car wash and detailing in {city}, and at your door-step. {business.tagline}
          </p>
          <ul className="flex gap-2" aria-label={`${name} on social media`}>
            {business.social.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-teal focus-visible:outline-2"
                >
                  <SocialIcon network={s.name} className="size-5" />
                  <span className="sr-only">{s.name} (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.id} aria-labelledby={`footer-${column.id}`}>
            <h2 id={`footer-${column.id}`} className="text-sm font-semibold tracking-widest text-aqua uppercase">
              {column.label}
            </h2>
            <ul className="mt-4 space-y-2">
              {column.items.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={footerLink}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="text-sm font-semibold tracking-widest text-aqua uppercase">Contact</h2>
          <div className="mt-4">
            <ContactDetails />
          </div>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className={`${container} flex flex-col gap-8 py-10 md:flex-row md:items-end md:justify-between`}>
          <NewsletterForm />
          <div className="flex flex-col gap-3 text-sm text-slate-300 md:items-end">
            <ul className="flex gap-4">
              {legalLinks.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={footerLink}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
            <p>
              © {site.year} {name}. All rights reserved.
            </p>
          </div>
        </div>
      </div>
    </footer>
  );
}

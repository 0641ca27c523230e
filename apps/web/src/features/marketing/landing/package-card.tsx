import { Clock } from 'lucide-react';
import type { LandingPackage } from '@/content/landing';
import { CheckList } from '../shared/check-list';
import { Illustration } from '../shared/illustration';

type PackageCardProps = { pkg: LandingPackage; position: number; total: number; active: boolean };

export function PackageCard({ pkg, position, total, active }: PackageCardProps) {
  return (
    <li
      aria-roledescription="slide"
      aria-label={`${position} of ${total}: ${pkg.title}`}
      aria-hidden={!active}
      inert={!active}
      data-active={active}
      className="w-full shrink-0 rounded-3xl bg-navy p-6 text-white sm:p-8"
    >
      <div className="flex items-center justify-between text-sm font-semibold">
        <span className="rounded-full bg-white/10 px-3 py-1" data-testid="package-counter">
          {position}/{total}
        </span>
        <span className="inline-flex items-center gap-1.5 text-aqua">
          <Clock aria-hidden="true" className="size-4" />
          {pkg.duration}
        </span>
      </div>
      <Illustration art={pkg.img} decorative className="mx-auto mt-4 h-auto w-full max-w-64" />
      <p className="mt-4 text-4xl font-extrabold text-amber">{pkg.price}</p>
      <h3 className="mt-1 text-2xl font-bold">{pkg.title}</h3>
      <CheckList items={pkg.features} dark className="mt-4 text-slate-100" />
    </li>
  );
}

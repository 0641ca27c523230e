import { Briefcase, MapPin } from 'lucide-react';
import { careerCities, type Opening } from '@/content/careers';
import { Button } from '@/components/ui/button';
import { Reveal } from '../shared/reveal';

const cityName = (slug: string) => careerCities.find((c) => c.slug === slug)?.name ?? slug;

export function OpeningsList({ openings, onApply }: { openings: Opening[]; onApply: (opening: Opening) => void }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {openings.map((job, i) => (
        <Reveal as="li" key={job.id} delay={i * 80} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6">
          <h3 className="text-xl font-semibold">{job.title}</h3>
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1">
              <Briefcase aria-hidden="true" className="size-4" />
              {job.type}
            </span>
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-4" />
              {job.cities.map(cityName).join(', ')}
            </span>
          </p>
          <p className="mt-3 text-slate-700">{job.summary}</p>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-600">
            {job.duties.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-slate-600">Experience: {job.experience}</p>
          <div className="mt-auto pt-6">
            <Button onClick={() => onApply(job)} className="w-full">
              Apply Now<span className="sr-only"> for {job.title}</span>
            </Button>
          </div>
        </Reveal>
      ))}
    </ul>
  );
}

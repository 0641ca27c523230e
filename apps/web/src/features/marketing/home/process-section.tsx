import { routes } from '@autospa/contract';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { processHeading, processSteps } from '@/content/home/process';
import { Illustration } from '../shared/illustration';
import { Section } from '../shared/section';
import { homeY } from './home-layout';

// The four steps: a numbered list on a phone, picture cards from sm up; then the page's next "Book a wash".
export function ProcessSection() {
  return (
    <Section {...processHeading} spacing={homeY}>
      <ol className="grid gap-5 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
        {processSteps.map((step, i) => (
          <li key={step.title} className="flex gap-4 sm:block sm:overflow-hidden sm:rounded-2xl sm:border sm:border-slate-200 sm:bg-white">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-teal font-bold text-white sm:hidden"
            >
              {i + 1}
            </span>
            <Illustration art={step.image} decorative className="hidden h-auto w-full sm:block" />
            <div className="sm:p-5">
              <p className="hidden text-sm font-bold text-teal sm:block">Step {i + 1}</p>
              <h3 className="text-lg font-semibold sm:mt-1">{step.title}</h3>
              <p className="mt-1 text-slate-600 sm:mt-2">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-8 text-center">
        <Link to={routes.book} className={buttonClasses('primary', 'lg')}>
          Book a wash
        </Link>
      </div>
    </Section>
  );
}

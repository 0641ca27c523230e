// SPEC.md §1 claims made in public content, by the page that shows them.
export type Stat = { value: string; label: string };

export const companyStats: Stat[] = [
  { value: '50,000+', label: 'Happy customers' },
  { value: '15+', label: 'Years of detailing know-how' },
  { value: '12', label: 'Industry awards' },
  { value: '4.9/5', label: 'Average customer rating' },
];

export const researchStats: Stat[] = [
  { value: '10+', label: 'Patents filed' },
  { value: '25+', label: 'Research projects' },
  { value: '15+', label: 'Partnerships with labs and suppliers' },
];

export const waterSavedPerWash = '30%';
export const recyclingAboutPage = '70%';
export const recyclingResearchPage = '80%';

import { marketingRoutes as m, routes } from '@autospa/contract';
import { careerCities } from './career-cities';

export type NavLinkItem = { label: string; to: string };
export type NavGroup = { id: string; label: string; items: NavLinkItem[] };

// SPEC.md §1 top navigation: Home, What we do, Who we are, Careers (six cities), Contact Us, Sign In.
export const whatWeDo: NavGroup = {
  id: 'what-we-do',
  label: 'What we do',
  items: [
    { label: 'Overview', to: m.overview },
    { label: 'Car Washing', to: m.carWashing },
    { label: 'Car Cleaning', to: m.carCleaning },
    { label: 'Solutions', to: m.solutions },
  ],
};

export const whoWeAre: NavGroup = {
  id: 'who-we-are',
  label: 'Who we are',
  items: [
    { label: 'About Us', to: m.aboutUs },
    { label: 'Research & Innovation', to: m.research },
    { label: 'Our Brand', to: m.ourBrand },
    { label: 'Discover', to: m.discover },
  ],
};

export const careersMenu: NavGroup = {
  id: 'careers',
  label: 'Careers',
  items: [
    ...careerCities.map((city) => ({ label: city.name, to: `${m.careers}?city=${city.slug}` })),
    { label: 'All openings', to: m.careers },
  ],
};

export const navGroups: NavGroup[] = [whatWeDo, whoWeAre, careersMenu];

export const homeLink: NavLinkItem = { label: 'Home', to: routes.home };
export const contactLink: NavLinkItem = { label: 'Contact Us', to: m.contact };

export const footerColumns: NavGroup[] = [
  {
    id: 'services',
    label: 'Services',
    items: [
      { label: 'Exterior wash', to: m.exterior },
      { label: 'Interior cleaning', to: m.interior },
      { label: 'Premium detailing', to: m.premium },
      { label: 'Door-step waterless wash', to: m.doorstep },
      { label: 'Book Now', to: routes.book },
    ],
  },
  {
    id: 'company',
    label: 'Company',
    items: [
      { label: 'About Us', to: m.aboutUs },
      { label: 'Research & Innovation', to: m.research },
      { label: 'News', to: m.news },
      { label: 'Careers', to: m.careers },
      { label: 'Contact Us', to: m.contact },
    ],
  },
];

export const legalLinks: NavLinkItem[] = [
  { label: 'Privacy Policy', to: m.privacy },
  { label: 'Terms & Conditions', to: m.terms },
];

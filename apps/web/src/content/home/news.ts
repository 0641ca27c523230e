import { art, type Art } from '../images';

export type NewsItem = {
  id: string;
  date: string;
  category: string;
  title: string;
  color: 'teal' | 'eco' | 'amber';
  image: Art;
  excerpt: string;
  body: string[];
};

// Home news strip and the News page ('View All News' and each 'Read More' lead there).
export const news: NewsItem[] = [
  {
    id: 'water-recycling',
    date: '2026-10-20',
    category: 'Eco',
    title: 'How our water recycling saves 30% on every wash',
    color: 'eco',
    image: art.newsRecycling,
    excerpt: 'Rinse water is filtered and reused, and foam does the heavy lifting.',
    body: [
      'Every Auto Spa bay collects its rinse water, filters out grit and oil, and reuses it for the pre-rinse of the next car. Fresh water is used only for the final rinse.',
      'Together with low-flow nozzles and a thick pre-wash foam that loosens dirt before any water touches the car, this saves 30% water on every wash compared with a hose-pipe wash.',
      'The shampoos we use are biodegradable, and the sludge from the filters is collected by a licensed waste handler.',
    ],
  },
  {
    id: 'doorstep-launch',
    date: '2026-09-03',
    category: 'News',
    title: 'Door-step waterless wash now across Gurugram',
    color: 'teal',
    image: art.doorstepVan,
    excerpt: 'Book a wash at your home or office parking, with no water runoff.',
    body: [
      'Our door-step team now covers every sector of Gurugram. A trained executive arrives with the Auto Spa kit and cleans your car where it is parked, using a plant-based waterless cleaner and microfibre cloths.',
      'There is no hose, no bucket and no runoff, so it works in basements and society parkings. Choose from three packages: Basic Car Wash (40 min), Complete Interior Clean (60 min) and Premium Detailing Package (90 min).',
    ],
  },
  {
    id: 'monsoon-care',
    date: '2026-07-12',
    category: 'Tips',
    title: 'Monsoon car care: six habits that keep rust away',
    color: 'amber',
    image: art.newsMonsoon,
    excerpt: 'Rain water and road grime are hard on paint and underbodies. Here is what helps.',
    body: [
      'Wash the underbody every two weeks in the monsoon: mud holds water against the metal. Dry the door shuts and the boot lip after each wash.',
      'Wax before the rains start, so water beads off instead of sitting on the paint. Keep the wipers and the drains below the windscreen free of leaves.',
      'Use rubber mats and dry them often, and run the air conditioning for a few minutes to keep the cabin free of damp smells.',
    ],
  },
];

export const formatNewsDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

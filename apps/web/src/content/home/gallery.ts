import { art, type Art } from '../images';

export const gallery: { image: Art; caption: string }[] = [
  { image: art.foamWash, caption: 'Pre-wash foam' },
  { image: art.heroContactless, caption: 'Contactless bay' },
  { image: art.interior, caption: 'Interior detailing' },
  { image: art.wheel, caption: 'Wheel cleaning' },
  { image: art.heroDetailing, caption: 'Paint polishing' },
  { image: art.doorstepWash, caption: 'Door-step waterless wash' },
];

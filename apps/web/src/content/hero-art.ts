import { scene } from './art-kit';

// The home hero's three pictures, on their own so the first screen does not load the whole picture list.
export const heroArt = {
  heroDetailing: scene('hero-detailing', 'A detailer polishing a navy luxury car in a bright studio'),
  heroEco: scene('hero-eco', 'A teal sedan under falling water drops, with green leaves and a water recycling loop'),
  heroContactless: scene('hero-contactless', 'A green SUV inside a touch-free wash bay with water jets'),
};

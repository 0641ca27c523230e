// SPEC.md §9 example offers (rupees) and the festive offer.
export type Offer = { discount: string; title: string; price: string; detail: string };

export const offers: Offer[] = [
  { discount: '20%', title: 'Basic Wash', price: '₹299', detail: 'Foam wash, rinse and hand dry.' },
  { discount: '30%', title: 'Premium Wash', price: '₹799', detail: 'Wash, interior vacuum, glass polish and tyre shine.' },
  { discount: '15%', title: 'Monthly Plan', price: '₹1,999', detail: 'Four premium washes a month for one car.' },
];

export const festiveOffer = {
  title: 'Festive offer',
  text: 'A free air freshener with every wash this festive season.',
};

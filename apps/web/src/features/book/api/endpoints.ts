// The endpoints of issue 16 that the other helpers build (docs: /work/prompts/interfaces.md). Until their
// contract lands these are the agreed names and shapes; after the merge they come from @autospa/contract.
export const bookApi = {
  getMyVehicles: '/tor/get-my-vehicles',
  createVehicle: '/tor/create-vehicle',
  updateVehicle: '/tor/update-vehicle',
  getQuote: '/tor/get-quote',
  getAddOns: '/tor/get-add-ons',
  createGuestBooking: '/tor/create-guest-booking',
} as const;

export type VehicleView = {
  _id: string;
  plate: string;
  make: string;
  model: string;
  category: { _id: string; name: string } | null;
  subCategory: { _id: string; subName: string } | null;
  colour: string;
  parkingNote: string;
  retired: boolean;
  createdAt: string;
};

export type QuoteItem = { kind: 'service' | 'addOn'; name: string; pricePaise: number; price: string; minutes: number };

export type Quote = {
  serviceName: string;
  categoryName: string;
  subName: string | null;
  items: QuoteItem[];
  totalPaise: number;
  total: string;
  minutes: number;
  bufferMinutes: number;
  atDoor: boolean;
};

export type AddOn = { _id: string; name: string; pricePaise: number; price: string; minutes: number; status: string };

export type Slot = { time: string; freeBays: number; changeable?: boolean };

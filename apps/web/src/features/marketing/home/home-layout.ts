// The home page on a phone is at most about six screens tall (issue 18): its sections sit closer together there,
// and the secondary ones are shown from the tablet width up (their words stay in the HTML).
export const homeY = 'py-10 md:py-24';
export const wideOnly = 'hidden md:block';
// Neighbouring sections alternate white and light backgrounds: a section whose neighbours differ between a
// phone and a wide screen takes one tone and `md:bg-…` for the other.
/** A row of cards that scrolls sideways and snaps on a phone, and is a grid of `md:grid-cols-…` from md up. */
export const snapRow = '-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 md:mx-0 md:grid md:overflow-visible md:px-0';
export const snapCard = 'w-[85%] max-w-sm shrink-0 snap-center md:w-auto md:max-w-none';

// Issue 20: the home page's plans are the Admin's active plans (memberships); only the words around them are here.
export const pricingTitle = 'Plans that keep your car clean';
export const pricingNote = 'Pay once, wash all month. Every visit is proven with a photo, or the credit comes back to you.';

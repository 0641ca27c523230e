// Where the cars are washed: the confirmation page, the booking mails and the calendar file all say this.
export const BUSINESS_ADDRESS_LINE = 'Plot 42, Sector 18, Gurugram, Haryana 122015';

export const businessMapHref = `https://www.openstreetmap.org/search?query=${encodeURIComponent(BUSINESS_ADDRESS_LINE)}`;

/** The business's name as payers see it (the UPI payee name, pn=). */
export const BUSINESS_NAME = 'Auto Spa';

// Class names shared by every marketing section.
export const container = 'mx-auto w-full max-w-6xl px-4 sm:px-6';
export const sectionY = 'py-16 md:py-24';

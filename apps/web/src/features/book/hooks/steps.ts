export const STEPS = ['vehicle', 'service', 'time', 'review'] as const;
export type StepKey = (typeof STEPS)[number];

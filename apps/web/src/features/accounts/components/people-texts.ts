// Fallbacks where SPEC.md has none (its user and employee edits were alerts only; see docs/spec-deviations.md).
export const peopleTexts = {
  User: {
    failedUpdate: 'Failed to update user.',
    failedDeactivate: 'Failed to deactivate user.',
    loading: 'Loading users...',
  },
  Employee: {
    failedUpdate: 'Failed to update employee.',
    failedDeactivate: 'Failed to deactivate employee.',
    loading: 'Loading employees...',
  },
  reactivated: (name: string) => `${name} is active again and can sign in.`,
} as const;

import type { BusinessDetailsView } from '@autospa/contract';

/** 'write to hello@… or call +91 …', from the first email and phone the settings hold (either may be missing). */
export function waysToReach(business: BusinessDetailsView): string {
  const ways = [business.emails[0] && `write to ${business.emails[0]}`, business.phones[0] && `call ${business.phones[0]}`];
  return ways.filter(Boolean).join(' or ') || 'visit us';
}

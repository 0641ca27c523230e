import type { MessageLanguage, MyProfileView, OptionalMessageChannel } from '@autospa/contract';
import type { Account } from '@autospa/db';

// Field by field, as the accounts presenters do: no hash can leak.
export function toProfileView(a: Account): MyProfileView {
  return {
    id: a.id,
    typeOfUser: a.typeOfUser,
    username: a.username,
    emailId: a.email,
    phone: a.phone ?? '',
    carNo: a.carNo,
    gender: a.gender ?? '',
    country: a.country ?? '',
    state: a.state ?? '',
    pincode: a.pincode ?? '',
    dateOfBirth: a.dateOfBirth ?? '',
    createdAt: a.createdAt.toISOString(),
    messageChannels: a.messageChannels as OptionalMessageChannel[],
    language: a.language as MessageLanguage,
    gst: a.gstin && a.gstLegalName ? { gstin: a.gstin, legalName: a.gstLegalName } : null,
  };
}

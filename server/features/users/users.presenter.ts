import type { User } from '../../db/schema.js';
import type { CurrentUser, ListerSummary } from '../../../common/api/users.js';
import type { PendingUser } from '../../../common/api/admin.js';

/**
 * The licence badge (issue 30, item 4): an agent whose number an admin checked, and still the number checked. The
 * profile save clears a check when the number changes; comparing here as well keeps the badge true even if some
 * other write ever changes the number without clearing it.
 */
export function isLicenceChecked(user: Pick<User, 'userType' | 'licenseNumber' | 'licenceCheckedAt' | 'licenceCheckedNumber'>): boolean {
  return user.userType === 'agent' && user.licenceCheckedAt !== null && user.licenseNumber !== null && user.licenceCheckedNumber === user.licenseNumber;
}

/** The signed-in user's own view of their account: everything but secrets. */
export function presentSelf(user: User): CurrentUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    userType: user.userType,
    isAdmin: user.isAdmin,
    accountStatus: user.accountStatus,
    rejectionReason: user.rejectionReason,
    phoneNumber: user.phoneNumber,
    whatsappNumber: user.whatsappNumber,
    address: user.address,
    isVerified: user.isVerified,
    emailVerified: Boolean(user.email && user.emailVerifiedAt),
    phoneVerified: Boolean(user.phoneNumber && user.phoneVerifiedAt),
    hasPassword: Boolean(user.passwordHash),
    messageNotices: user.messageNotices,
    companyName: user.companyName,
    licenseNumber: user.licenseNumber,
    licenceChecked: isLicenceChecked(user),
    yearsInBusiness: user.yearsInBusiness,
    agentBio: user.agentBio,
    specializations: user.specializations,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
export type SelfView = ReturnType<typeof presentSelf>;

/** What anyone may see of a lister next to a listing. */
export function presentListerSummary(user: User): ListerSummary {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    userType: user.userType,
    licenceChecked: isLicenceChecked(user),
  };
}

/** Admin review list entry (spec: id, firstName, lastName, email, userType, profileImageUrl, createdAt). */
export function presentPendingUser(user: User): PendingUser {
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    userType: user.userType,
    profileImageUrl: user.profileImageUrl,
    companyName: user.companyName,
    licenseNumber: user.licenseNumber,
    licenceChecked: isLicenceChecked(user),
    accountStatus: user.accountStatus,
    createdAt: user.createdAt.toISOString(),
  };
}

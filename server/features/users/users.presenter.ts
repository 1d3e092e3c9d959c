import type { User } from '../../db/schema.js';
import type { CurrentUser, ListerSummary } from '../../../common/api/users.js';
import type { PendingUser } from '../../../common/api/admin.js';

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
    yearsInBusiness: user.yearsInBusiness,
    agentBio: user.agentBio,
    specializations: user.specializations,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
export type SelfView = ReturnType<typeof presentSelf>;

/** What anyone may see of a lister next to a listing. */
export function presentListerSummary(user: Pick<User, 'firstName' | 'lastName' | 'profileImageUrl' | 'userType'>): ListerSummary {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    userType: user.userType,
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
    accountStatus: user.accountStatus,
    createdAt: user.createdAt.toISOString(),
  };
}

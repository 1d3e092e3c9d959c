import type { OutgoingEmail } from '../../lib/notifier.js';
import type { Property, User } from '../../db/schema.js';

const SIGN_OFF = '\n\nSalone Homes';

function listingName(property: Pick<Property, 'title'>): string {
  return property.title ? `"${property.title}"` : 'your listing';
}

export function listingDecisionEmail(owner: User, property: Property): OutgoingEmail | null {
  if (!owner.email) return null;
  // A decision on changes to a live listing: the listing itself stayed live either way.
  if (property.status === 'approved' && property.changesRejectionReason) {
    return {
      to: owner.email,
      subject: `Your changes were not approved: ${property.title || 'untitled'}`,
      text:
        `Your changes to ${listingName(property)} were not approved. The listing stays live as it was.\n\n` +
        `Reason: ${property.changesRejectionReason}${SIGN_OFF}`,
    };
  }
  if (property.status === 'approved') {
    const held = owner.accountStatus === 'approved'
      ? 'It is now live on Salone Homes.'
      : 'It will go live as soon as your account is approved.';
    return {
      to: owner.email,
      subject: `Your listing was approved: ${property.title || 'untitled'}`,
      text: `Good news: ${listingName(property)} was approved. ${held}${SIGN_OFF}`,
    };
  }
  return {
    to: owner.email,
    subject: `Your listing was not approved: ${property.title || 'untitled'}`,
    text:
      `${listingName(property)} was not approved.\n\nReason: ${property.rejectionReason}\n\n` +
      `You can edit the listing under My Properties and submit it for review again.${SIGN_OFF}`,
  };
}

export function accountDecisionEmail(user: User): OutgoingEmail | null {
  if (!user.email) return null;
  if (user.accountStatus === 'approved') {
    return {
      to: user.email,
      subject: 'Your Salone Homes account was approved',
      text: `Hello ${user.firstName ?? ''},\n\nYour account was approved. Your approved listings are now live and you can list more properties.${SIGN_OFF}`,
    };
  }
  return {
    to: user.email,
    subject: 'Your Salone Homes account was not approved',
    text:
      `Hello ${user.firstName ?? ''},\n\nYour account was not approved.\n\nReason: ${user.rejectionReason}\n\n` +
      `Please contact support or reapply.${SIGN_OFF}`,
  };
}

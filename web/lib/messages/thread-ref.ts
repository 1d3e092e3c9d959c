// Which conversation a message, a list entry or the URL points at. Pure, so it is unit-tested.
import type { ConversationSummary, Message } from '../../../common/api/messages';
import type { ThreadRef } from '../api/messages';
import { UUID_PATTERN } from '../../../common/schemas/ids';

/** The conversation a message belongs to, seen from my side. */
export function threadOfMessage(message: Pick<Message, 'senderId' | 'receiverId' | 'propertyId'>, myId: string): ThreadRef {
  return { otherId: message.senderId === myId ? message.receiverId : message.senderId, propertyId: message.propertyId ?? null };
}

export function threadOfSummary(summary: ConversationSummary): ThreadRef {
  return { otherId: summary.otherUser.id, propertyId: summary.property?.id ?? null };
}

export function sameThread(a: ThreadRef | null | undefined, b: ThreadRef | null | undefined): boolean {
  return Boolean(a && b && a.otherId === b.otherId && a.propertyId === b.propertyId);
}

/** A stable string for React keys and lookups. */
export function threadId(ref: ThreadRef): string {
  return `${ref.otherId}:${ref.propertyId ?? 'none'}`;
}

/** The open conversation lives in the URL (/messages?with=<user>&property=<listing>) so Back closes it. */
export function threadHref(ref: ThreadRef): string {
  const params = new URLSearchParams({ with: ref.otherId });
  if (ref.propertyId) params.set('property', ref.propertyId);
  return `/messages?${params.toString()}`;
}

/** The conversation named by the URL's query string, or null (none, or ids that cannot be real). */
export function parseThreadSearch(search: string): ThreadRef | null {
  const params = new URLSearchParams(search);
  const otherId = params.get('with');
  const propertyId = params.get('property');
  if (!otherId || !UUID_PATTERN.test(otherId)) return null;
  if (propertyId && !UUID_PATTERN.test(propertyId)) return null;
  return { otherId, propertyId: propertyId || null };
}

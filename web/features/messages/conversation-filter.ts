// The inbox search: a conversation matches when every word typed appears in the other person's name or the
// listing title, ignoring case and accents. Pure, so it is unit-tested.
import { personName } from './inbox-format';
import type { ConversationSummary } from '../../../common/api/messages';

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

export function matchesConversation(conversation: ConversationSummary, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const haystack = fold(`${personName(conversation.otherUser, '')} ${conversation.property?.title ?? ''}`);
  return words.every((word) => haystack.includes(word));
}

export function filterConversations(conversations: ConversationSummary[], query: string): ConversationSummary[] {
  return query.trim() ? conversations.filter((c) => matchesConversation(c, query)) : conversations;
}

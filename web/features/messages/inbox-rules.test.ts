import { describe, expect, it } from 'vitest';
import { badgeCount } from './badge-count';
import { filterConversations, matchesConversation } from './conversation-filter';
import { dayLabel, personInitials, personName, relativeTime } from './inbox-format';
import { parseThreadSearch, threadHref, threadOfMessage } from '../../lib/messages/thread-ref';
import type { ConversationSummary } from '../../../common/api/messages';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const P = '33333333-3333-4333-8333-333333333333';

function summary(over: Partial<ConversationSummary> & { name?: [string, string]; title?: string | null } = {}): ConversationSummary {
  const [firstName, lastName] = over.name ?? ['Aminata', 'Sesay'];
  return {
    otherUser: { id: B, firstName, lastName, profileImageUrl: null, userType: 'seeker', licenceChecked: false },
    property: over.title === null ? null : { id: P, title: over.title ?? 'Two-Bedroom Flat near Lumley Beach', imageUrl: null },
    lastMessage: { id: 'm1', senderId: B, content: 'Hello', createdAt: '2025-03-10T10:00:00.000Z' },
    unreadCount: 0,
    ...over,
  };
}

describe('inbox search', () => {
  it('matches every typed word in the name or the listing title, ignoring case and accents', () => {
    const c = summary({ name: ['Fátu', 'Kamara'], title: 'Beachfront Land, 4 Town Lots' });
    expect(matchesConversation(c, 'fatu')).toBe(true);
    expect(matchesConversation(c, 'KAMARA beach')).toBe(true);
    expect(matchesConversation(c, 'lumley')).toBe(false);
    expect(matchesConversation(c, '   ')).toBe(true);
  });

  it('filters a list, keeping its order', () => {
    const list = [summary({ name: ['John', 'Williams'], title: 'House on Regent Road' }), summary({ name: ['Kadiatu', 'Fofanah'] }), summary({ name: ['Dan', 'Cole'], title: null })];
    expect(filterConversations(list, 'lumley').map((c) => c.otherUser.firstName)).toEqual(['Kadiatu']);
    expect(filterConversations(list, 'o')).toHaveLength(3);
    expect(filterConversations(list, '')).toBe(list);
  });
});

describe('inbox wording', () => {
  const now = Date.parse('2025-03-10T12:00:00.000Z');
  it('says how long ago, short and long', () => {
    expect(relativeTime('2025-03-10T11:59:30.000Z', now)).toEqual({ short: 'now', long: 'just now' });
    expect(relativeTime('2025-03-10T11:55:00.000Z', now)).toEqual({ short: '5m', long: '5 minutes ago' });
    expect(relativeTime('2025-03-10T09:00:00.000Z', now)).toEqual({ short: '3h', long: '3 hours ago' });
    expect(relativeTime('2025-03-09T12:00:00.000Z', now)).toEqual({ short: '1d', long: '1 day ago' });
    expect(relativeTime('2025-02-01T12:00:00.000Z', now).short).toMatch(/^\d{1,2} (Jan|Feb)$/);
    expect(relativeTime('2024-02-01T12:00:00.000Z', now).short).toMatch(/^\d{1,2} (Jan|Feb) 2024$/);
  });

  it('labels days and names people', () => {
    const noon = Date.parse('2025-03-10T12:30:00.000Z');
    expect(dayLabel('2025-03-10T12:29:00.000Z', noon)).toBe('Today');
    expect(dayLabel('2025-03-09T12:30:00.000Z', noon)).toBe('Yesterday');
    expect(personName({ firstName: 'Aminata', lastName: null })).toBe('Aminata');
    expect(personName({ firstName: null, lastName: null })).toBe('Salone Homes user');
    expect(personInitials({ firstName: 'aminata', lastName: 'sesay' })).toBe('AS');
    expect(personInitials(null)).toBe('?');
  });

  it('caps the unread badge and hides it at zero', () => {
    expect(badgeCount(0)).toBeNull();
    expect(badgeCount(undefined)).toBeNull();
    expect(badgeCount(7)).toBe('7');
    expect(badgeCount(250)).toBe('99+');
  });
});

describe('conversation in the URL', () => {
  it('round-trips through ?with=&property=', () => {
    expect(threadHref({ otherId: A, propertyId: P })).toBe(`/messages?with=${A}&property=${P}`);
    expect(parseThreadSearch(`with=${A}&property=${P}`)).toEqual({ otherId: A, propertyId: P });
    expect(parseThreadSearch(`?with=${A}`)).toEqual({ otherId: A, propertyId: null });
  });

  it('ignores what cannot be a conversation', () => {
    expect(parseThreadSearch('')).toBeNull();
    expect(parseThreadSearch('with=admin')).toBeNull();
    expect(parseThreadSearch(`with=${A}&property=x`)).toBeNull();
  });

  it('finds the other person of a message from either side', () => {
    expect(threadOfMessage({ senderId: A, receiverId: B, propertyId: P }, A)).toEqual({ otherId: B, propertyId: P });
    expect(threadOfMessage({ senderId: B, receiverId: A, propertyId: null }, A)).toEqual({ otherId: B, propertyId: null });
  });
});

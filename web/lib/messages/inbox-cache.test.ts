import { describe, expect, it } from 'vitest';
import type { InboxData } from '../api/messages';
import type { ConversationSummary, Message } from '../../../common/api/messages';
import { appendToThread, applyMessageToInbox, flattenInbox, markInboxThreadRead, parseStreamMessage } from './inbox-cache';

const ME = 'me';
function entry(other: string, propertyId: string | null, createdAt: string, unreadCount = 0): ConversationSummary {
  return {
    otherUser: { id: other, firstName: other, lastName: null, profileImageUrl: null, userType: 'seeker', licenceChecked: false },
    property: propertyId ? { id: propertyId, title: `Listing ${propertyId}`, imageUrl: null } : null,
    lastMessage: { id: `last-${other}`, senderId: other, content: 'earlier', createdAt },
    unreadCount,
  };
}
function inbox(...pages: ConversationSummary[][]): InboxData {
  const unreadTotal = pages.flat().reduce((n, c) => n + c.unreadCount, 0);
  return { pages: pages.map((items) => ({ items, total: pages.flat().length, unreadTotal })), pageParams: pages.map((_, i) => i * 30) };
}
function message(over: Partial<Message>): Message {
  return { id: 'new', senderId: 'bob', receiverId: ME, propertyId: 'p1', content: 'Is it still free?', createdAt: '2025-03-10T12:00:00.000Z', readAt: null, safetyWarning: false, ...over };
}

describe('live inbox updates', () => {
  const data = inbox([entry('ann', 'p2', '2025-03-10T11:00:00.000Z'), entry('bob', 'p1', '2025-03-09T11:00:00.000Z', 1)], [entry('cy', null, '2025-03-01T11:00:00.000Z')]);

  it('moves the conversation to the top with the new preview and one more unread', () => {
    const result = applyMessageToInbox(data, message({}), ME, null);
    expect(result.kind).toBe('updated');
    if (result.kind !== 'updated') return;
    const list = flattenInbox(result.data);
    expect(list.map((c) => c.otherUser.id)).toEqual(['bob', 'ann', 'cy']);
    expect(list[0]).toMatchObject({ unreadCount: 2, lastMessage: { id: 'new', content: 'Is it still free?' } });
    expect(result.data.pages[0]!.unreadTotal).toBe(2);
  });

  it('counts nothing unread in the open conversation or for my own message', () => {
    const open = applyMessageToInbox(data, message({}), ME, { otherId: 'bob', propertyId: 'p1' });
    expect(open.kind === 'updated' && flattenInbox(open.data)[0]!.unreadCount).toBe(0);
    const mine = applyMessageToInbox(data, message({ senderId: ME, receiverId: 'cy', propertyId: null }), ME, null);
    expect(mine.kind === 'updated' && flattenInbox(mine.data).map((c) => [c.otherUser.id, c.unreadCount])).toEqual([['cy', 0], ['ann', 0], ['bob', 1]]);
  });

  it('ignores a message it already has, and asks for a refetch for an unknown conversation', () => {
    const once = applyMessageToInbox(data, message({}), ME, null);
    if (once.kind !== 'updated') throw new Error('expected an update');
    expect(applyMessageToInbox(once.data, message({}), ME, null).kind).toBe('unchanged');
    expect(applyMessageToInbox(data, message({ senderId: 'dee' }), ME, null).kind).toBe('unknown-conversation');
    expect(applyMessageToInbox(data, message({ propertyId: 'p9' }), ME, null).kind).toBe('unknown-conversation');
  });

  it('clears a conversation read on screen', () => {
    const read = markInboxThreadRead(data, { otherId: 'bob', propertyId: 'p1' });
    expect(flattenInbox(read).find((c) => c.otherUser.id === 'bob')!.unreadCount).toBe(0);
    expect(read.pages.every((p) => p.unreadTotal === 0)).toBe(true);
  });

  it('drops duplicates where offset pages overlap', () => {
    const overlapping = inbox([entry('ann', 'p2', '2025-03-10T11:00:00.000Z')], [entry('ann', 'p2', '2025-03-10T11:00:00.000Z'), entry('cy', null, '2025-03-01T11:00:00.000Z')]);
    expect(flattenInbox(overlapping).map((c) => c.otherUser.id)).toEqual(['ann', 'cy']);
  });
});

describe('threads', () => {
  it('appends once, in time order, and leaves an unloaded thread alone', () => {
    const a = message({ id: 'a', createdAt: '2025-03-10T10:00:00.000Z' });
    const b = message({ id: 'b', createdAt: '2025-03-10T11:00:00.000Z' });
    expect(appendToThread([b], a)!.map((m) => m.id)).toEqual(['a', 'b']);
    expect(appendToThread([a, b], b)!.map((m) => m.id)).toEqual(['a', 'b']);
    expect(appendToThread(undefined, a)).toBeUndefined();
  });

  it('reads only well-formed pushed messages', () => {
    expect(parseStreamMessage(JSON.stringify(message({})))).toMatchObject({ id: 'new', propertyId: 'p1' });
    expect(parseStreamMessage(JSON.stringify({ ...message({}), propertyId: null }))!.propertyId).toBeNull();
    expect(parseStreamMessage('{"id":1}')).toBeNull();
    expect(parseStreamMessage('not json')).toBeNull();
  });
});

import type { Message } from '../../db/schema.js';
import type { Message as MessageView } from '../../../common/api/messages.js';

export function presentMessage(m: Message): MessageView {
  return {
    id: m.id,
    senderId: m.senderId,
    receiverId: m.receiverId,
    propertyId: m.propertyId,
    content: m.content,
    createdAt: m.createdAt.toISOString(),
    readAt: m.readAt ? m.readAt.toISOString() : null,
    safetyWarning: m.safetyWarning,
  };
}

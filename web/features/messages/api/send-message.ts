import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import type { ThreadMessage } from '../types';

export interface SendInput {
  receiverId: string;
  propertyId: string | null;
  content: string;
}

/** POST /api/messages → 201 with the message. 403 mentioning 'verification required': verify first. */
export function postMessage(input: SendInput): Promise<ThreadMessage> {
  return apiRequest<ThreadMessage>('POST', '/api/messages', input);
}

/** Sends; `onSent` puts the message into the caches (the live stream may deliver it too: it is deduplicated). */
export function useSendMessage(onSent: (message: ThreadMessage) => void) {
  return useMutation({ mutationFn: postMessage, onSuccess: onSent });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { conversationKey } from './get-conversation';

export interface SendMessageInput {
  receiverId: string;
  propertyId: string;
  content: string;
}

/** POST /api/messages. A 403 whose message mentions 'verification required' means "verify first". */
export function sendMessage(input: SendMessageInput): Promise<unknown> {
  return apiRequest('POST', '/api/messages', input);
}

export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (_data, input) => client.invalidateQueries({ queryKey: conversationKey(input.receiverId, input.propertyId) }),
  });
}

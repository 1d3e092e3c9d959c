import { z } from 'zod';

export const MESSAGE_MAX_LENGTH = 2000;

export const sendMessageSchema = z.object({
  receiverId: z.uuid('Choose who to send the message to'),
  propertyId: z.uuid('Unknown property').nullish().transform((v) => v ?? null),
  content: z
    .string({ error: 'Message cannot be empty' })
    .trim()
    .min(1, 'Message cannot be empty')
    .max(MESSAGE_MAX_LENGTH, `Message cannot exceed ${MESSAGE_MAX_LENGTH} characters`),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

export const conversationQuerySchema = z.object({
  propertyId: z.uuid('Unknown property').optional(),
});

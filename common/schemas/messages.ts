import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from '../constants.js';
import { uuidOf } from './ids.js';

export const sendMessageSchema = z.object({
  receiverId: uuidOf('Choose who to send the message to'),
  propertyId: uuidOf('Unknown property').nullish().transform((v) => v ?? null),
  content: z
    .string({ error: 'Message cannot be empty' })
    .trim()
    .min(1, 'Message cannot be empty')
    .max(MESSAGE_MAX_LENGTH, `Message cannot exceed ${MESSAGE_MAX_LENGTH} characters`),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/** A conversation is keyed by the other person and the listing it is about (none: a general conversation). */
export const conversationParamsSchema = z.object({ id: uuidOf('Unknown conversation') });
export const conversationQuerySchema = z.object({
  propertyId: uuidOf('Unknown property').optional(),
});

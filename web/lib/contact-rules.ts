// Messaging and verification rules (spec sections 5 and 8), kept pure so they are tested without a browser.
import { VERIFICATION_CODE_LENGTH } from '../../common/constants';

export type VerificationMethod = 'email' | 'phone';

/** Why an account verifies a contact even before it writes to anyone: a reset code goes only to a verified one. */
export const ACCOUNT_RECOVERY_REASON = 'A forgotten password can only be reset with a code sent to a verified e-mail or phone, and messaging owners and agents needs one too.';

export interface Problem {
  title: string;
  description: string;
}

/** The contact a person typed for the chosen method, or the toast that explains what is wrong. */
export function contactProblem(method: VerificationMethod, contact: string): Problem | null {
  const value = contact.trim();
  if (method === 'email') {
    if (!value) return { title: 'Email required', description: 'Please enter your email address.' };
    if (!value.includes('@')) return { title: 'Invalid email', description: 'Please enter a valid email address.' };
    return null;
  }
  if (!value) return { title: 'Phone number required', description: 'Please enter your phone number.' };
  return null;
}

export function codeProblem(code: string): Problem | null {
  return code.trim() ? null : { title: 'Code required', description: 'Please enter the verification code.' };
}

/** What the code box keeps of what was typed or pasted: digits only, at most the code length. */
export function cleanCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH);
}

/** The text to send, trimmed; null for an empty or whitespace-only message (never sent). */
export function messageToSend(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? trimmed : null;
}

/** Enter sends; Shift+Enter makes a new line; Enter while an input method is composing text does neither. */
export function isSendKey(e: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return e.key === 'Enter' && !e.shiftKey && !e.isComposing;
}

/** Spec section 8: a send error whose message mentions 'verification required' opens the verification dialog. */
export function isVerificationRequired(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const server = (error as { serverMessage?: unknown }).serverMessage;
  const text = `${error.message} ${typeof server === 'string' ? server : ''}`;
  return text.toLowerCase().includes('verification required');
}

/**
 * A send refused for want of a name (issue 29): the server's 400 names a `firstName` field, which a message does
 * not have, so nothing else can look like it. The client then asks for the name and sends again.
 */
export function isNameRequired(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { status, fields } = error as { status?: unknown; fields?: Record<string, unknown> };
  return status === 400 && typeof fields?.firstName === 'string';
}

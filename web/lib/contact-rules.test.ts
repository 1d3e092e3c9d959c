import { describe, expect, it } from 'vitest';
import { ApiError } from './api/http';
import { cleanCode, codeProblem, contactProblem, isNameRequired, isSendKey, isVerificationRequired, messageToSend } from './contact-rules';

describe('verification input rules', () => {
  it('asks for the contact of the chosen method', () => {
    expect(contactProblem('email', '  ')).toEqual({ title: 'Email required', description: 'Please enter your email address.' });
    expect(contactProblem('phone', '')).toEqual({ title: 'Phone number required', description: 'Please enter your phone number.' });
  });

  it('needs an at-sign in an e-mail address', () => {
    expect(contactProblem('email', 'aminata.example.sl')).toEqual({ title: 'Invalid email', description: 'Please enter a valid email address.' });
    expect(contactProblem('email', 'aminata@example.sl')).toBeNull();
    expect(contactProblem('phone', '+232 76 123456')).toBeNull();
  });

  it('needs a code, keeps digits only and at most 6', () => {
    expect(codeProblem(' ')).toEqual({ title: 'Code required', description: 'Please enter the verification code.' });
    expect(codeProblem('123456')).toBeNull();
    expect(cleanCode('12 34-5678')).toBe('123456');
  });
});

describe('message rules', () => {
  it('trims, and never sends an empty or blank message', () => {
    expect(messageToSend('  Is it still available?  ')).toBe('Is it still available?');
    expect(messageToSend(' \n\t ')).toBeNull();
    expect(messageToSend('')).toBeNull();
  });

  it('sends on Enter without Shift, not while composing', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
  });

  it("recognises the server's 'verification required' refusal", () => {
    const refused = new ApiError(403, 'Forbidden', JSON.stringify({ message: 'Identity verification required to send messages', code: 'forbidden' }));
    expect(isVerificationRequired(refused)).toBe(true);
    expect(isVerificationRequired(new ApiError(403, 'Forbidden', 'Verification Required'))).toBe(true);
    expect(isVerificationRequired(new ApiError(500, 'Server Error', ''))).toBe(false);
    expect(isVerificationRequired('verification required')).toBe(false);
  });

  it("recognises the server's 'add your first name' refusal, and nothing else", () => {
    const text = 'Add your first name before sending messages: owners and agents see who writes to them.';
    expect(isNameRequired(new ApiError(400, 'Bad Request', JSON.stringify({ message: text, code: 'validation', fields: { firstName: text } })))).toBe(true);
    expect(isNameRequired(new ApiError(400, 'Bad Request', JSON.stringify({ message: 'Message is required', code: 'validation', fields: { content: 'Message is required' } })))).toBe(false);
    expect(isNameRequired(new ApiError(403, 'Forbidden', JSON.stringify({ message: text, fields: { firstName: text } })))).toBe(false);
    expect(isNameRequired(new ApiError(400, 'Bad Request', ''))).toBe(false);
    expect(isNameRequired({ status: 400, fields: { firstName: text } })).toBe(false);
  });
});

// Every validation message a person can read is written for people. Schemas name their own messages where
// the spec has them; this map covers the rest (missing fields, wrong types, unknown choices) so no raw
// validator text ("Invalid input: expected array, received undefined") ever reaches a form or a toast.
import { z } from 'zod';

type Issue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0];

const ABBREVIATIONS: Record<string, string> = { usd: 'USD', sll: 'SLL', id: 'ID', url: 'web address', whatsapp: 'WhatsApp' };

/** 'whatsappNumber' → 'WhatsApp number', 'priceUSD' → 'Price USD'; a field's name as a person reads it. */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const name = [...(path ?? [])].reverse().find((p): p is string => typeof p === 'string');
  if (!name) return 'This value';
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .split(/\s+/)
    .map((w) => ABBREVIATIONS[w.toLowerCase()] ?? w.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const KIND_OF: Record<string, string> = {
  string: 'text', number: 'a number', int: 'a whole number', bigint: 'a whole number', boolean: 'yes or no',
  array: 'a list', object: 'a set of details', date: 'a date', file: 'a file',
};

function sizeMessage(label: string, issue: Issue & { code: 'too_small' | 'too_big' }): string {
  const limit = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
  const atLeast = issue.code === 'too_small';
  switch (issue.origin) {
    case 'string':
      if (atLeast && limit <= 1) return `${label} is required`;
      return `${label} must be ${atLeast ? 'at least' : 'at most'} ${limit} characters`;
    case 'array':
    case 'set':
      return atLeast ? `${label}: choose at least ${limit}` : `${label}: choose at most ${limit}`;
    case 'file':
      return atLeast ? `${label} is empty` : `${label} is too large`;
    default:
      return `${label} must be ${atLeast ? 'at least' : 'at most'} ${limit}`;
  }
}

/** The message for one issue that its schema did not word itself. */
export function messageForPeople(issue: Issue): string {
  const label = fieldLabel(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      // The whole body was not what a form sends (a list, a number): nothing a person typed is wrong.
      if (!issue.path?.length && issue.expected === 'object') return 'The form could not be read. Please reload the page and try again.';
      if (issue.input === undefined || issue.input === null || issue.input === '') return `${label} is required`;
      return `${label} must be ${KIND_OF[issue.expected] ?? 'filled in correctly'}`;
    case 'too_small':
    case 'too_big':
      return sizeMessage(label, issue);
    case 'invalid_format':
      if (issue.format === 'email') return 'Enter a valid e-mail address';
      return `${label} is not valid`;
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return `${label}: please choose one of the options offered`;
    case 'unrecognized_keys':
      return 'The form sent details we do not use. Please reload the page and try again.';
    case 'not_multiple_of':
      return `${label} must be a multiple of ${String(issue.divisor)}`;
    default:
      return `${label} is not valid`;
  }
}

let installed = false;

/** Installs the map for every zod parse in this process (server) or page (web); safe to call again. */
export function installPeopleMessages(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: (issue) => messageForPeople(issue) });
}

installPeopleMessages();

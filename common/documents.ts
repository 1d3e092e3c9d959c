// Ownership documents (issue 32): the kinds a lister may attach, the limits, and the public badge's words.
// Server and web read these once, so the form, the route and the badge never disagree.

export const DOCUMENT_KINDS = ['survey_plan', 'conveyance', 'title_deed', 'proof_of_ownership', 'authority_letter'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  survey_plan: 'Survey plan',
  conveyance: 'Conveyance',
  title_deed: 'Title deed',
  proof_of_ownership: 'Proof of ownership',
  authority_letter: "Agent's authority letter",
};

export const DOCUMENT_MAX_FILES = 10;
export const DOCUMENT_MAX_BYTES = 15 * 1024 * 1024;
export const DOCUMENT_FILE_NAME_MAX_LENGTH = 200;
export const DOCUMENT_NOTE_MAX_LENGTH = 1000;
export const DOCUMENT_REQUEST_REASON_MAX_LENGTH = 500;
/** What the file picker offers; the server decides by the file's bytes, never by this. */
export const DOCUMENT_ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp,.pdf,.jpg,.jpeg,.png,.webp';

/** The admin's checklist, in the order the review screen asks it. */
export const DOCUMENT_CHECKS = {
  nameMatches: 'The name on the papers matches the lister, or an authority letter is attached',
  placeMatches: 'The survey plan number and the place agree with the listing',
  looksUnaltered: 'The papers look unaltered',
} as const;
export type DocumentCheck = keyof typeof DOCUMENT_CHECKS;

const seenDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Africa/Freetown' });

/** "Survey plan and conveyance seen by Salone Homes on 3 Dec 2026": kinds in their fixed order. */
export function describeDocumentsSeen(kinds: readonly DocumentKind[], seenAt: string | Date): string {
  const names = DOCUMENT_KINDS.filter((k) => kinds.includes(k)).map((k, i) => (i === 0 ? DOCUMENT_KIND_LABELS[k] : DOCUMENT_KIND_LABELS[k].toLowerCase()));
  const list = names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `${list} seen by Salone Homes on ${seenDate.format(new Date(seenAt))}`;
}

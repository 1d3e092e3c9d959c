// The two safety texts of conversations (issue 15), in their own tiny module: the contact dialog ships in the
// listing page's code, which must stay small.

/** Shown under a message that asks for money before a viewing (to the receiver only). */
export const SCAM_WARNING =
  'Never pay before you have seen the property and met the owner or agent in person. Viewing, registration or ' +
  '"agent" fees and deposits by mobile money before a viewing are how most rental scams work.';

/** The short note that is always visible in the contact dialog and the inbox. */
export const SAFETY_NOTE = 'Stay safe: never send money before you have viewed the property and met the owner. Report anyone who asks.';

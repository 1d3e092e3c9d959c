// TODO(contract): remove once the api layer lives in web/lib/api. The contact rules moved to
// web/lib/contact-rules.ts (the inbox and the contact dialog share them); this api module still imports the type.
export type { VerificationMethod } from '../../lib/contact-rules';

import { Badge } from '../../../components/ui/badge';

/** Beside an e-mail or phone: whether it is verified (a changed contact is not, until verified again). */
export function VerifiedMark({ verified }: { verified: boolean }) {
  return <Badge variant={verified ? 'success' : 'neutral'} className="ml-1 align-middle">{verified ? 'Verified' : 'Not verified'}</Badge>;
}

import type { User } from '../../db/schema.js';
import type { ListerPage } from '../../../common/api/listers.js';
import type { ResponseFigures } from '../../../common/lister-figures.js';
import { presentBadges } from '../listings/listings.service.js';

export interface ListerFigures {
  live: number;
  documentsSeen: number;
  responses: ResponseFigures;
  viewingsHeld: number;
  showPhone: boolean;
}

/** The public page of an approved owner or agent: never the e-mail, the address or anything of the account. */
export function presentListerPage(lister: User, figures: ListerFigures): ListerPage {
  const agent = lister.userType === 'agent';
  const phone = figures.showPhone ? lister.phoneNumber : null;
  const whatsApp = figures.showPhone ? lister.whatsappNumber : null;
  return {
    id: lister.id,
    firstName: lister.firstName,
    lastName: lister.lastName,
    profileImageUrl: lister.profileImageUrl,
    userType: agent ? 'agent' : 'owner',
    companyName: agent ? lister.companyName : null,
    agentBio: agent ? lister.agentBio : null,
    yearsInBusiness: agent ? lister.yearsInBusiness : null,
    licenseNumber: agent ? lister.licenseNumber : null,
    specializations: agent ? lister.specializations : [],
    badges: presentBadges(lister),
    liveListings: figures.live,
    documentsSeenListings: figures.documentsSeen,
    responses: figures.responses,
    viewingsHeld: figures.viewingsHeld,
    contact: {
      phoneNumber: phone,
      whatsappNumber: whatsApp,
      hidden: !figures.showPhone && Boolean(lister.phoneNumber || lister.whatsappNumber),
    },
  };
}

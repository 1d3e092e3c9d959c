// The people of the demo: the three quick-access accounts (common/demo-accounts.ts) with their profiles, more
// owners and agents with full business profiles, home hunters, and accounts waiting for (or refused) approval.
import type { NewUser } from '../schema.js';
import { DEMO_ACCOUNTS } from '../../../common/demo-accounts.js';

export type DemoPerson = Omit<NewUser, 'passwordHash'> & { username: string; daysAgo: number };

/** Everyone but the three quick-access accounts signs in with this password. */
export const DEMO_PEOPLE_PASSWORD = 'SaloneDemo#2024';

export const DEMO_ADMIN: DemoPerson = {
  username: DEMO_ACCOUNTS.admin.username, userType: 'admin', isAdmin: true, accountStatus: 'approved', firstName: 'Fatmata', lastName: 'Kamara',
  email: 'admin@salonehomes.sl', daysAgo: 900,
};

export const DEMO_OWNER: DemoPerson = {
  username: DEMO_ACCOUNTS.owner.username, userType: 'owner', accountStatus: 'approved', firstName: 'Mohamed', lastName: 'Sesay',
  email: 'mohamed.sesay@example.sl', phoneNumber: '+23276123456', isVerified: true, daysAgo: 880,
};

export const DEMO_AGENT: DemoPerson = {
  username: DEMO_ACCOUNTS.agent.username, userType: 'agent', accountStatus: 'approved', firstName: 'Aminata', lastName: 'Conteh',
  email: 'aminata@freetownrealty.sl', phoneNumber: '+23278987654', whatsappNumber: '+23278987654',
  companyName: 'Freetown Realty', licenseNumber: 'SL-REA-2019-0147', yearsInBusiness: 7, isVerified: true,
  agentBio: 'Helping families and diaspora buyers find verified homes across Freetown and the Western Area since 2017.',
  specializations: ['Residential sales', 'Diaspora buyers', 'Land title checks'], daysAgo: 870,
};

const OWNERS: DemoPerson[] = [
  { username: 'ibrahim.bangura', firstName: 'Ibrahim', lastName: 'Bangura', email: 'ibrahim.bangura@example.sl', phoneNumber: '+23277412589', address: '14 Dambara Road, Bo', daysAgo: 760 },
  { username: 'hawa.koroma', firstName: 'Hawa', lastName: 'Koroma', email: 'hawa.koroma@example.co.uk', phoneNumber: '+23279905511', whatsappNumber: '+23279905511', address: '3 Signal Hill Road, Freetown', daysAgo: 690 },
  { username: 'abu.kargbo', firstName: 'Abu', lastName: 'Kargbo', email: 'abu.kargbo@example.sl', phoneNumber: '+23288214563', address: '22 Azzolini Highway, Makeni', daysAgo: 540 },
  { username: 'isatu.jalloh', firstName: 'Isatu', lastName: 'Jalloh', email: 'isatu.jalloh@example.sl', phoneNumber: '+23230567812', address: '9 Hangha Road, Kenema', daysAgo: 410 },
].map((p) => ({ ...p, userType: 'owner' as const, accountStatus: 'approved' as const, isVerified: true }));

const AGENTS: DemoPerson[] = [
  {
    username: 'mariama.turay', firstName: 'Mariama', lastName: 'Turay', email: 'mariama@atlanticcoast.sl', phoneNumber: '+23299347821', whatsappNumber: '+23299347821',
    address: '41 Cape Road, Aberdeen, Freetown', companyName: 'Atlantic Coast Properties', licenseNumber: 'SL-REA-2015-0062', yearsInBusiness: 11,
    agentBio: 'Beachside homes, serviced apartments and holiday lets from Aberdeen to Tokeh. Every listing visited, measured and photographed by our own team.',
    specializations: ['Serviced apartments', 'Beach property', 'Lettings'], daysAgo: 820,
  },
  {
    username: 'alhaji.mansaray', firstName: 'Alhaji', lastName: 'Mansaray', email: 'info@northernstarrealty.sl', phoneNumber: '+23233556677', whatsappNumber: '+23276556677',
    address: '7 Teko Road, Makeni', companyName: 'Northern Star Realty', licenseNumber: 'SL-REA-2018-0113', yearsInBusiness: 8,
    agentBio: 'Land, family houses and commercial plots in Makeni, Port Loko and along the Lungi corridor. We check every title at the Ministry of Lands before we list.',
    specializations: ['Land sales', 'Commercial plots', 'Title verification'], daysAgo: 650,
  },
  {
    username: 'sahr.fillie', firstName: 'Sahr', lastName: 'Fillie', email: 'sahr@konohomes.sl', phoneNumber: '+23278334455', whatsappNumber: '+23278334455',
    address: '5 Masingbi Road, Koidu', companyName: 'Kono Homes & Land', licenseNumber: 'SL-REA-2016-0088', yearsInBusiness: 9,
    agentBio: 'Born in Koidu. I help mining staff, NGOs and returning families rent and buy in Kono and Kenema, with honest advice on land documents.',
    specializations: ['Rentals for NGOs', 'Family homes', 'Kono district'], daysAgo: 480,
  },
].map((p) => ({ ...p, userType: 'agent' as const, accountStatus: 'approved' as const, isVerified: true }));

const SEEKERS: DemoPerson[] = [
  { username: 'kadiatu.fofanah', firstName: 'Kadiatu', lastName: 'Fofanah', email: 'kadiatu.fofanah@example.sl', phoneNumber: '+23277889900', daysAgo: 120 },
  { username: 'john.williams', firstName: 'John', lastName: 'Williams', email: 'john.williams@example.com', phoneNumber: '+23276665544', daysAgo: 95 },
  { username: 'daniel.cole', firstName: 'Daniel', lastName: 'Cole', email: 'daniel.cole@example.sl', phoneNumber: '+23230112233', daysAgo: 60 },
  { username: 'fatu.kamara', firstName: 'Fatu', lastName: 'Kamara', email: 'fatu.kamara@example.sl', phoneNumber: '+23288445566', daysAgo: 41 },
  { username: 'memuna.benjamin', firstName: 'Memuna', lastName: 'Benjamin', email: 'memuna.benjamin@example.sl', phoneNumber: '+23299001122', daysAgo: 18 },
].map((p) => ({ ...p, userType: 'seeker' as const, accountStatus: 'approved' as const, isVerified: true }));

/** Accounts for the admin's review queue, and one already refused. */
const UNDER_REVIEW: DemoPerson[] = [
  { username: 'osman.kanu', userType: 'owner', accountStatus: 'pending', firstName: 'Osman', lastName: 'Kanu', email: 'osman.kanu@example.sl', phoneNumber: '+23276220011', daysAgo: 2 },
  {
    username: 'grace.macauley', userType: 'agent', accountStatus: 'pending', firstName: 'Grace', lastName: 'Macauley', email: 'grace@macauleyrealty.sl',
    phoneNumber: '+23279887766', whatsappNumber: '+23279887766', address: '18 Wilkinson Road, Freetown', companyName: 'Macauley & Co. Realty',
    licenseNumber: 'SL-REA-2024-0311', yearsInBusiness: 2, agentBio: 'Lettings and property management for professionals and embassies in the west end of Freetown.',
    specializations: ['Lettings', 'Property management'], daysAgo: 1,
  },
  { username: 'musa.koroma', userType: 'owner', accountStatus: 'pending', firstName: 'Musa', lastName: 'Koroma', email: 'musa.koroma@example.sl', phoneNumber: '+23233778899', daysAgo: 0 },
  {
    username: 'tamba.sam', userType: 'agent', accountStatus: 'rejected', firstName: 'Tamba', lastName: 'Sam', email: 'tamba.sam@example.sl', phoneNumber: '+23288990011',
    companyName: 'Sam Properties', licenseNumber: 'SL-REA-2021-0999', yearsInBusiness: 3, agentBio: 'Land and houses in Kono and Kailahun.', specializations: ['Land sales'],
    rejectionReason: 'We could not verify licence number SL-REA-2021-0999 with the Ministry of Lands. Please send a copy of your current licence to support@salonehomes.sl and reapply.',
    daysAgo: 9,
  },
];

export const DEMO_QUICK_ACCESS = [DEMO_ADMIN, DEMO_OWNER, DEMO_AGENT];
export const DEMO_OTHER_PEOPLE = [...OWNERS, ...AGENTS, ...SEEKERS, ...UNDER_REVIEW];

import { describe, expect, it } from 'vitest';
import { findAdvanceFeeRequest } from './advance-fee.js';

// Written the way scammers write in Sierra Leone: English, Krio, text-speak, mobile-money names.
const ASKING = [
  'Viewing fee is Le 200, pay before we fix a time.',
  'Registration fee of Le 150 applies to all clients.',
  'Inspection fee: Le 100 (non refundable).',
  'Pay the viewing fee on Orange Money 076 123456 and I will send you the address.',
  'Send the deposit by Orange Money to secure the house.',
  'To reserve this flat, send Le 2,000 via AfriMoney to 077 555 111.',
  'Deposit of Le 5,000 through Africell Money, then we arrange the viewing.',
  'Please transfer the first month through QMoney before the viewing.',
  'Kindly make payment before inspection.',
  'You must pay before you see the house, many people want it.',
  'Agent fee before viewing: Le 300.',
  'Agent fee must be paid upfront.',
  'I am abroad at the moment. Send the deposit and I will post the keys to you by DHL.',
  'I am currently in the UK for work. Once you pay the first year rent, I will courier the keys and documents.',
  'The owner is overseas; pay the deposit by Western Union and the keys will be delivered to you.',
  'Una go pay di viewing fee fos before we go see di os.',
  'Pay fos, then I go show you di house.',
  'Send the money first then I show you the place.',
  'Form fee Le 50 for every client.',
  'Drop Le 500 on my Orange Money make I book di viewing for you.',
  'Commitment fee of Le 1,000 is required to hold the apartment.',
  'Booking fee Le 250 payable by mobile money.',
  'Before viewing you must pay Le 100 transport money to the agent.',
  'pls send d inspection money b4 we meet tomorrow',
  'Site visit fee applies. Contact me on WhatsApp.',
  'Transfer the processing fee on OM and I go send you di location.',
  // Asks without a fee's name (issue 30, item 1).
  'A form of Le 75 must be bought before we carry you to the plot.',
  'Send Le 20 credit make I call di landlord.',
  'Transfer $30 via Remitly to get the address.',
  'No inspection without the Le 100 form.',
  'Pay 4 d viewing on OM.',
  'Le 200 first by Sendwave, then I show you the shop.',
];

const HONEST = [
  'Deposit of three months paid after viewing and signing of the tenancy agreement.',
  'Rent is one year in advance, as usual in Freetown, payable on signing the lease.',
  'No viewing fee. Call to arrange a visit any day of the week.',
  'We do not charge any fee before you see the property.',
  'Free viewing on Saturdays; the agent fee of 10% is paid on signing.',
  'Agent fee: 10% of the first year\'s rent, payable when you sign the agreement.',
  'Payment by Orange Money or bank transfer accepted after you have viewed the property and signed.',
  'Never pay before you have seen the house and met the owner.',
  'Price was Le 25,000,000 in old leones, now Le 25,000.',
  'Conveyance registered at the Office of the Administrator and Registrar-General.',
  'The owner lives in London; her cousin shows the house every Saturday.',
  'Survey plan signed by the Director of Surveys; the survey fee is shared at completion.',
  'Close to the market, the hospital and public transport.',
  'A borehole with an overhead tank gives water every day, even when the mains supply is off.',
  'Two years rent in advance required, paid at the signing of the lease in the presence of a lawyer.',
  'Deposit: one month, refundable at the end of the tenancy.',
  // Denials and warnings that name the very thing they deny (issue 30: the first was flagged).
  "The agent's commission is paid by the landlord and tenants pay nothing before viewing.",
  'Nothing to pay before viewing; the deposit is due after signing.',
  'Beware of people asking for viewing fees on our behalf.',
  "Don't send money to anyone before you see the house and meet the owner.",
  'Is there a viewing fee?',
];

describe('advance-fee requests', () => {
  it.each(ASKING)('finds: %s', (text) => {
    expect(findAdvanceFeeRequest(`Lovely two-bedroom flat with a borehole. ${text} Call now.`)).not.toBeNull();
  });

  it.each(HONEST)('leaves alone: %s', (text) => {
    expect(findAdvanceFeeRequest(`Lovely two-bedroom flat with a borehole. ${text} Call now.`)).toBeNull();
  });

  it('quotes the sentence that asks, for the admin', () => {
    const found = findAdvanceFeeRequest('Nice house in Bo. Viewing fee Le 100 on Orange Money. Water all year.');
    expect(found?.quote).toBe('Viewing fee Le 100 on Orange Money.');
  });
});

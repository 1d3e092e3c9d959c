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

// Each part of what an ask is (issue 30, item 1), with examples written for this test, not taken from the corpus.
describe('advance_fee by what the ask is', () => {
  const KINDS: [string, string][] = [
    ['a Krio payment verb, text-speak amount and OM', 'Hello dear, house still dey. Pe 150k pan me OM b4 we go look am.'],
    ['Krio letters (fɔs, mɔni)', 'Sen di mɔni fɔs, den a go sho yu di os.'],
    ['"do" an amount on QMoney for logistics, then the day', 'Interested clients should do Le 200 on QMoney for logistics then we fix the day.'],
    ['airtime so someone opens the gate', 'Kindly drop Le 50 airtime so I can call the caretaker to open the gate for you.'],
    ['"transfer am", then we go see', 'Transfer am now on Orange, after that we go see the land.'],
    ['a consultation fee named alone', 'A non-refundable consultation fee of Le 250 applies.'],
    ['site visit charges through Sendwave', 'Pay the site visit charges of NLe 300 via Sendwave.'],
    ['key money by MoneyGram', 'Key money of $200 required via MoneyGram and the caretaker releases the keys.'],
    ['the owner in London, keys by courier', 'The owner dey for London. Send the 1 year rent through WorldRemit, the keys go come by courier.'],
    ['a holding deposit to an account number', 'To hold the flat for you till Monday, a holding deposit of Le 1,000 is needed by bank transfer to account number 0012345.'],
    ['scratch cards for the viewing', 'Scratch cards of Le 100 accepted for the viewing.'],
    ['first, by TapTap Send, then the address', 'First send Le 300 through TapTap Send then I give you the address.'],
    ['"until … I will not"', 'Until you pay the commitment I will not show you the place.'],
    ['a reservation fee before viewings', 'We do viewings only after a reservation fee of $50 is paid.'],
    ['"top up my line" so I come', 'Top up my line Le 50 make I come show you the house.'],
    ['"in order to view"', 'You need to pay a registration of Le 200 in order to view any of our properties.'],
    ['an appointment fee on Wave', 'Send the appointment fee on Wave and we fix the visit.'],
    ['the ask and the precondition in two sentences', 'Transport is Le 100 by Orange Money. Pay it before we go to the site.'],
    ['the wish to see, then the ask', 'You want to see it tomorrow? Then send Le 100 tonight on Afrimoney.'],
    ['Krio "mek a kam sho yu"', 'Mi broda, sen 50 pan me Orange mek a kam sho yu di ples.'],
    ['"the viewing is not free"', 'the viewing is not free oo, 150k on momo'],
    ['an appointment confirmed once you pay', 'Appointment confirmed once you pay the Le 100 admin fee on Orange Money.'],
    ['after payment, the key', 'Le 300 for my transport and the key. After payment I bring the key.'],
    ['an agent away who cannot come, keys by courier', 'I am posted upcountry and cannot come. Pay the deposit into my Rokel account and I send the keys by courier.'],
  ];
  it.each(KINDS)('finds %s', (_kind, text) => {
    expect(findAdvanceFeeRequest(text)).not.toBeNull();
  });

  const EXCEPTIONS: [string, string][] = [
    ['no viewing fee, no registration fee', 'No viewing fee, no registration fee. Just call and come.'],
    ['zero fees before viewing', 'Zero fees before viewing. Rent Le 4,000 per month, paid on signing.'],
    ['viewing is free, rent after signing at the lawyer', "Viewing is free. You pay one year rent after signing the agreement at the lawyer's office."],
    ['we never ask for money before you see', 'We never ask for money before you see the house. Report anyone who does.'],
    ['commission paid by the landlord', 'Commission is paid by the landlord; tenants pay nothing.'],
    ['mobile money after moving in', 'Rent payable by Orange Money or bank transfer after you move in.'],
    ['deposit on signing', 'Deposit of one month on signing, keys handed over the same day.'],
    ['a warning that names the channel', 'Beware of scammers asking for Orange Money before viewing!'],
    ['an owner abroad whose sister shows it', 'The owner lives abroad; his sister in Wellington has the keys and shows the house any day.'],
    ['first floor, first year in advance', 'First floor flat, two bedrooms, Le 3,000 per month, first year in advance.'],
    ["after viewing, at the lawyer's office", "Pay the deposit after viewing, at the lawyer's office."],
    ['nothing to pay until seen and signed', 'Nothing to pay until you have seen the flat and signed.'],
    ['a viewing time beside the rent', 'Viewing Saturday 10am. Rent Le 2,500 per month, one year in advance.'],
    ["a hunter's question", 'Can I send the booking fee after I see the house?'],
    ['call before you come, beside the rent', 'Call before you come so the caretaker can open the gate. Rent Le 5,000 per month.'],
    ['free transport', 'Transport from the junction is free for clients. Land Le 80,000 per town lot.'],
    ['channels accepted once the lease is signed', 'We accept payment by Orange Money, Afrimoney and bank transfer once the lease is signed.'],
    ['a WhatsApp message to book a viewing', 'Send me a WhatsApp message to book a viewing. Price Le 6,000 per month.'],
    ['do not pay any agent before viewing', 'Do not pay any agent before viewing. The landlord shows the flat himself.'],
    ["a hunter reporting someone else's ask", 'Someone asked me for a Le 100 viewing fee on Orange Money for this house. Is that you?'],
    ['paid on arrival for a short let', 'Le 1,200 per night. Pay on arrival by cash or Orange Money. Come and see it before booking.'],
    ['rent paid first thing each month', 'Rent is paid first thing every month by Orange Money.'],
    ['a Krio "pay nothing"', 'Di os de, yu kin kam si am. Nor pay natin bifo yu si am.'],
  ];
  it.each(EXCEPTIONS)('leaves alone %s', (_kind, text) => {
    expect(findAdvanceFeeRequest(text)).toBeNull();
  });

  it('stays linear: a long honest text is read in a few milliseconds', () => {
    const long = 'Spacious flat with a borehole, tiles and a prepaid meter, near the market and the school. '.repeat(400);
    const started = performance.now();
    expect(findAdvanceFeeRequest(long)).toBeNull();
    expect(performance.now() - started).toBeLessThan(500);
  });
});

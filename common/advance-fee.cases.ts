// The advance_fee rules' written cases: texts written by hand, each labelled an ask (the rules must flag it) or
// honest (they must not). advance-fee.test.ts checks the rules on them; writtenCases() gives them all, labelled,
// to whatever else learns from them (the model's trainer). Keep every text byte for byte as it was written: the
// look-alike letters, invisible characters and emojis in them are the point.

// Written the way scammers write in Sierra Leone: English, Krio, text-speak, mobile-money names.
export const ASKING = [
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
  // The viewing said first, the urgent payment after it (round 26's edits).
  'You can come and see the flat next Saturday when the painters finish. Pay half of the first year today on Orange Money and the landlord takes 10% off.',
];

export const HONEST = [
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
  // Someone else's ask, shown or told to ask about it (rounds 27 and 28).
  "[Screenshot attached: message from 'Musa Agent' - 'send the 200 first, then I show you the house'] Sir, is this man working for you? I want to see the house with you directly.",
  'A caller read me a text asking NLe 100 before the Sunday viewing of your flat. Is that from you?',
  'I want to see the Kissy flat, but I don\'t want to register money first.',
];

// Each part of what an ask is (issue 30, item 1), with examples written for this test, not taken from the corpus.
export const KINDS: [string, string][] = [
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

export const EXCEPTIONS: [string, string][] = [
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

// The idea, case by case (issue 30, item 1): money demanded before a viewing, a meeting, the address, the keys or
// the papers is an ask, however it is phrased; a text that says the opposite, or only mentions money, is not.
// Written for this test from how scammers and honest listers write in Sierra Leone, not from the corpus.
export const ASKS_BY_IDEA: Record<string, string[]> = {
  'every way to ask': [
    'Pay Le 200 before viewing.',
    'Send Le 150 to 076 123 456 before we go see the house.',
    'Transfer NLe 300 to my Orange Money first, then I show you the flat.',
    'Drop 100k on my AfriMoney before we meet.',
    'Credit my QMoney with Le 100 and I will send you the location.',
    'Put Le 200 on my Orange line then we fix the viewing.',
    'Do Le 150 on OM for the form before viewing.',
    'Mek you send 200k pan me Orange Money before we go look di os.',
    'You go send Le 100 fos, den I go carry you go si di os.',
    'Wire $100 via Western Union and I will send you the address.',
    'Kindly remit $50 through MoneyGram for the inspection.',
    'Pay in Le 300 to my Rokel Bank account to book your viewing slot.',
    'Just settle the Le 100 inspection and we go.',
    'Make payment of Le 250 and I share the location pin.',
    'The landlord requires all interested tenants to register with Le 200.',
    'I am the caretaker. The landlord said I should collect Le 50 from anyone who wants to see the house.',
    'Dear, just do the transfer and I go carry you there tomorrow.',
    'Kindly do the needful so we can proceed to inspection.',
    'The agent collects Le 100 at the office before taking you out.',
  ],
  'every channel': [
    'Send £40 through WorldRemit for the booking, then I show you the apartment.',
    'Send $50 via Sendwave to hold the apartment for you until you arrive.',
    'Send $30 by Remitly and I give you the address.',
    'Send 100 USDT to my wallet to lock the house for you.',
    'Buy Le 100 Africell scratch cards and send me the numbers before we go to the site.',
    'Send me Le 50 airtime so I can call the landlord to arrange your viewing.',
    'Airtime 20 for me to call landlord.',
    'Pay Le 300 via LemFi to reserve the flat.',
    'Pay $25 on Wave and get the address.',
    'Send Le 200 on Africell Money b4 viewing.',
    'Transfer Le 500 to my Ecobank account before the inspection.',
    'Send the fee by Qcell money, 088 123456, then we fix a day.',
    'Pay through UBA, account 0123456, before I take you to the plot.',
    'Send Le 100 to my Orange number and I send you the location.',
    'Pay by bitcoin before viewing, the landlord prefers it.',
    'Send me the MTCN once you have sent it, then we fix the viewing date.',
    'Scratch the cards and send me the PINs so I can hold the flat.',
    'Use merchant code 12345 on Orange Money for the inspection.',
    'Pay via Orange Money merchant number 1234, then I share the pin.',
    'Send the money through Western Union and text me the control number.',
    'Send the voucher code and I will book you in.',
  ],
  'every fee name': [
    'Inspection fee Le 100.',
    'Form fee: NLe 50.',
    'Registration: Le 200 compulsory for all clients.',
    'Gate pass fee Le 50 to enter the estate for the viewing.',
    'Logistics Le 150 to be paid before the viewing.',
    'Transport fare Le 100 to be paid before we go to see the land.',
    'Caretaker fee Le 100 to open the house for you, pay first.',
    'Key money $100 before I release the keys for you to see inside.',
    'A token of Le 500 to show you are serious, then we do the viewing.',
    'Commitment fee Le 1,000 before viewing.',
    'Refundable deposit of Le 500 required before viewing.',
    'Viewing: Le 150 per person.',
    'Viewing = Le 100',
    'Inspection 50k',
    'Inspection go cost you 100k, send am pan OM.',
    'Viewing is by appointment only. Appointment costs Le 100.',
    'Site inspection charge: NLe 200.',
    'Interested persons should first obtain a form at Le 100 from our office.',
    'Agent registration form NLe 100, buy it before we start showing you houses.',
    'Sorry boss, no free viewing here. Na Le 100.',
    'There is a small fee for my time and transport.',
    'The booking fee secures your viewing slot.',
    'Kindly pay the processing fee of Le 200 for your file to be opened.',
    'A viewing deposit of Le 100 is required.',
    'Inspection charges apply: Le 100 per site.',
    'Send the transport money on OM now. I will be waiting at the junction.',
    'Pls note: inspection attracts a fee of 100k.',
    'Viewing attracts Le 100.',
    'All viewings are paid.',
    'Showing fee Le 100, valuation fee separate.',
    'House search fee: Le 200, paid before we start.',
    'Documentation fee before inspection.',
    'INSPECTION FEE 50K',
    'DM for location. Viewing fee applies.',
    'Pay inspection fee to the account below.',
    'Viewing fee\nLe 100 on OM',
    'Strictly no free inspection.',
    'Inspection is paid, Le 100 per house.',
    'You need to buy our client card, Le 100.',
    'Viewing ticket Le 50 per person.',
    'Membership fee Le 100 gives you access to all our listings.',
    'Land committee fee Le 500 before you see the land.',
    'Pay kola money to the chief before we show you the land.',
    'The landlord collects a non-refundable Le 200 from everybody who comes to see the place.',
  ],
  'every precondition': [
    'Send Le 100 on OM to get the location.',
    'Le 100 to see the house.',
    'Pay Le 100 then I show you.',
    'After you send the Le 200 I will fix the appointment.',
    'Pay half now to lock it.',
    'Reserve now with Le 500 via Orange Money.',
    'Send the money to reserve it, many people are calling.',
    'Pay small token so I hold it for you till Saturday.',
    'Send me the deposit, I will keep it for you.',
    'Pay to this number 076 123456 before 5pm today and the house is yours.',
    'Once I receive the Le 300 on Orange Money I will send you the address.',
    'When you send the money I call you with the viewing time.',
    'Pay Le 100 first, viewing is tomorrow.',
    'Le 100 for the caretaker, after that he opens the house.',
    'Send the Le 200 and I bring the papers for you to check.',
    'The land papers are with me; pay Le 500 on Orange Money and I send you copies.',
    'Pay Le 200 now and I show you the house tomorrow.',
    'Send Le 200 and I will text you the address.',
    'You will get the address after payment of Le 100.',
    'Address given after payment of the viewing fee.',
    'The location is shared only after you pay Le 150.',
    'I will only show the house after you send the Le 100 commitment.',
    'Payment of Le 200 is required prior to viewing.',
    'You need to pay the booking before I can take you round.',
    'Pay your registration and I will start searching houses for you.',
    'The landlord said no viewing until the registration is paid.',
    'Send proof of payment and I will forward the address.',
    'Viewing slots are limited; secure yours with Le 100.',
    'You have to make a deposit for me to know you are serious.',
    'Le 100 for fuel and we go.',
    'Pay now, view later.',
    "I'll show you the house when you've paid the inspection fee.",
    'Transfer Le 200 to my Rokel account and we proceed to viewing once it reflects.',
    'Once payment reflects, I share the location.',
    'Send the Le 150, as soon as it shows on my phone I call you for the viewing.',
    'Before I can release the keys you must send the deposit.',
    'The first person to send the deposit gets the house.',
    'Pay the deposit today or I give it to another client.',
    'I need Le 200 to come from Waterloo to show you.',
    'The caretaker charges Le 50 to open the gate.',
    'Payment before viewing is our policy.',
    'Money first, viewing after.',
    'To confirm you are not a time waster, send Le 100.',
    'The Le 100 is refundable if you take the house.',
    'Send Le 500 now; it will be deducted from your rent.',
    'Le 150 is required to book a viewing.',
    'Whoever pays first takes it.',
    'Pay Le 300 commitment, it is refundable when you decide not to take the house.',
    '60 dollars holds the flat until you arrive, then the agent shows you.',
    'Send 80 on Orange Money so I register your name with the estate security.',
    'Location sent after payment 💰',
    'Pay the agreement fee in advance and I will bring the agreement for you to sign at the house.',
    'The owner will only meet serious clients who have paid the commitment.',
    'I will send you the pictures and the address once you pay the registration.',
    'Land: pay for the site plan before we go to the site.',
    'Pay Le 100 on OM and call me to get the address.',
  ],
  'the owner away, the keys or papers sent': [
    'I am in America now. Send the rent by Western Union and my brother will post you the keys.',
    "I'm not in Freetown now; send the money and my boy will give you the key.",
    'The keys are with the caretaker, he releases them when you send Le 200 to my number.',
    'Landlord lives in the US. He will send the keys by DHL once he receives the deposit.',
    'The landlord is in Germany. Pay the deposit to his account and the caretaker hands you the keys.',
    'Pay the deposit. Keys will be sent to you by courier as the owner is in Canada.',
    'I relocated to the US. Pay the rent to my account and the keys will be delivered by my driver.',
    'Our lawyer will send you the documents after you pay the legal fee of Le 500.',
  ],
  'amounts in words, k, old leones, dollars, pounds': [
    'Send one hundred leones on Orange Money before viewing.',
    'Pay two hundred thousand old leones before we go see it.',
    'Pay fifty dollars first then we go.',
    'Send 150,000 SLL on Orange Money before the viewing.',
    'Pay 30 pounds through WorldRemit before I show you the flat.',
    'Send GBP 30 before the viewing.',
    'Pay NLe150 b4 viewing.',
    'Send 1.5k on OM before we meet.',
    'Viewing fee 100 leones.',
  ],
  'split over sentences': [
    'The viewing costs Le 100. Send it on Orange Money. Then I give you the address.',
    'My Orange Money number is 076 111 222. Send Le 100 there. After that we go see it.',
    'Interested? The form is Le 50. Pay and we fix the day.',
    'I can show you the house on Saturday. But first you send Le 200 on OM.',
    'Send Le 100 for my transport. Then we meet at the junction and I take you to the plot.',
    'I cannot take you there free. My transport is 75k.',
    'Registration is 150k and it is for all our clients. After that we start showing you houses.',
    'Send Le 100 on OM. My number is 076 123 456. Then I show you the house.',
    'Transfer the 200k to Rokel. Account 0012345, name Musa. Once it reflects I send you the location.',
    'Send Le 100 on OM for the viewing, then call me.',
    'Pay the viewing fee on OM. For the viewing call me after.',
  ],
  "a chat's bare order or chase for a sum": [
    'Ok send the 100k on this number 076 123 456.',
    'Yes it is available. Do the 150k on OM 077 111 222 and call me.',
    'Boss the place still dey. Make you send di transport 50k quick quick.',
    'Alright. My Orange Money is 076 555 444, name Musa Kamara. Send it now.',
    'You can send it now so we can go tomorrow morning.',
    'I am at work now. Drop the 100k and I will call you when I close.',
    'The caretaker is asking for his 50k before he opens. Send it to me.',
    'Please transfer the inspection money today, tomorrow is fully booked.',
    'Send 200k for the form, I will bring it when we meet.',
    'Good evening. The landlord wants to know you are serious, send 300k commitment.',
    'Have you sent the money? The viewing is at 10.',
    'I have sent you my AfriMoney number. Do it fast, other people are interested.',
    'Send the money let me go and meet the landlord for you.',
    'I go show you the house when you send the 100k.',
    'Pay the form money then I will give you a date.',
    'Where is the money? I am waiting to take you to the house.',
    'Just send the Le 100 and come tomorrow.',
    'The registration is 100k. Orange Money 076 123 456.',
    'Send me 80 dollars via Western Union, the landlord is outside the country, he will mail the key.',
    'I am a busy person, send the transport first.',
    'Inspection = 100k. Send and let me know.',
    'If you are ready, send 200k so I can fix the day with the landlord.',
    'Kindly pay the Le 200 fee so that I can book you for Saturday.',
    'Yu don sen di moni? A de wet fɔ go sho yu di os.',
    'Bro the house fine. Na 100k for the movement.',
    'Send my fare and I come.',
    'I cannot move without transport.',
    'Take care of my transport and I will show you the place.',
    'Something small for my transport.',
    'Ehn I need the fuel money first.',
    'The caretaker needs 50k to open.',
    "Send 100k, I'm coming.",
    'Put 50k on my line.',
    'Recharge my line with 20k so I can call you when I reach.',
    'Airtime please, 10k, my line is off.',
    'Buy me two Africell cards of 10k and send the numbers.',
    'After you pay, the caretaker will bring the keys to your hotel.',
    'The survey plan copy costs Le 200 on QCell, then I show you the conveyance.',
    'Pay half the rent now and the keys will be brought to you next week.',
    'Ah sorry, the landlord say make you pay first before we carry you.',
    'Just deposit small for the booking.',
    'The landlord needs your commitment before he agrees to show it.',
    'It is standard procedure: registration first, then we book you with the landlord.',
    'Send the transport. The road to Waterloo is far.',
    'Abeg send the 50k make I fuel the bike come.',
    'You will receive the exact location after the payment is confirmed.',
  ],
  'asks that stay asks beside a viewing behind or the keys': [
    'send the 50k then i show you the house',
    'ok send the 50k now on 076 123456 so I can take you to see it tomorrow',
    'I am in the UK. Pay the first year now and I will courier the keys to you.',
    'before i show you send 100k transport',
    'ok boss\nsend the 50k\nthen we go see the place',
    'You saw the pictures. Send Le 100 on OM and I take you to see it.',
    // No viewing anywhere: a home let unseen against its rent is the scam's shape, so keys after rent stay an ask.
    'Pay the first year and collect the keys.',
    'Send the rent on Orange Money 076 123456 and collect the keys from my brother.',
    'Thanks for your interest. Pay the viewing fee of Le 100 and collect the keys from the caretaker.',
  ],
  'Krio as said and Krio pronouns (e, dey)': [
    'di flat dey. yu fo pe di registreshon moni fos, 50k, den wi go',
    'yu wan vyu am? ok send small something for di gateman 20k make e open di gate',
    'e go show yu di os wen yu pe di reservashon fee 100k',
    'mek yu transfa di inspekshon fee 75k pan om',
  ],
  'chat asks written for the second round (a sum alone on its line, keys, entering, registering with an agency)': [
  'hello dear the house is available. i am at work now, do 150k on my orange and i will send my brother to show you',
  'the landlord said anyone who wants to see it must pay 100k to him first',
  'sorry for the delay. the owner wants 50k for the keys before anybody enters',
  'voice note: ehm so what you do, you send the small money for the viewing, 75, then tomorrow we see',
  'my number 076 555 444 orange. 100k. after that we fix the day',
  'make we no waste time, drop 50k for my fuel, i dey come pick you',
  'bro the place is fine. just settle me 200k and i carry you there sunday',
  'I will need a commitment of 300k before I can release the address to you',
  'once u send d 100k i go give u d landlord number',
  'dear customer, kindly remit the sum of Le 250 being processing charges to enable us schedule your inspection',
  'we accept orange money. 100k for the visit. thank you',
  'no wahala, you go see am. but first buy me 50k card',
  'sir the keys are with me, 100k and they are yours for the viewing',
  'Good morning madam, to proceed with the viewing you are required to pay a token of Le 200',
  'Hello, the inspection is scheduled once we confirm the Le 100 on our Africell Money line 088 123 456.',
  'pls do me 100k transfer then i show u d house today self',
  'you have to register with us first, it is 150k, then we start showing you houses',
  'i need 50k to buy fuel to come and show you the land',
  'Send 100k. Then I take you.',
  'the caretaker wants 30k before he opens the door for you',
  ],
  'asks beside the speaker\'s own spending or a question of when': [
    'send 50k make i buy fuel first then i come show you',
    'let me buy fuel first. but you send 30k for the caretaker before we go',
    'The viewing fee is 100k. When do you want to come see it?',
  ],
  'chat asks: something small, my time, a chase in Krio, keys by the owner\'s word from abroad, oya': [
  'the house is still there but many people are asking. if you are serious, you can send something small to hold it for you',
  'Hello sir, my boss the landlord has instructed that every client must pay Le 100 to the company before visiting',
  'yes we have it. 100k viewing. orange money',
  'i go send you the address but first do the needful',
  'Dear client, your appointment will be confirmed after a token of 50k. Use 076123456.',
  'my brother i don dey na di place, just send 50 on my om make i wait for you',
  'ok fine. it is 200k for my time, then I show you 3 houses',
  'how far? you never send am. I am waiting to take you to the house',
  'to avoid time wasters we collect 100k before showing any property',
  'Abeg make you send me 50k airtime make I call the landlord for you',
  'The owner lives in the US. He said pay the 6 months into his account and he will tell the caretaker to give you the keys',
  'oya send 75k make we start',
  'the gateman needs 20k to open, send it before you come',
  'pay the survey fee of 500k and i take you to the land on saturday',
  'Before we go, you need to do the registration. It is 100k on Afrimoney.',
  ],
  'Krio and chat': [
    'Pe Le 100 pan mi Orange, den a go sho yu di os.',
    'Yu go sen di fom moni fos bifo wi go luk di lan.',
    'Drop 50k pan me afrimoney, mek a fix di vyuin.',
    'Sen mi Le 200 fɔ transpɔt bifɔ wi go si di os.',
    'Yu fo pay Le 100 bifo a sho yu di ples.',
    'Yu fo gi mi Le 100 fo di transport fos.',
    'Ok the house is available. Viewing fee is 100k. My OM number is 076 123 456.',
    'Good morning sir, the flat is still there. You can come on Saturday but you need to send 50k for my transport first.',
    'Have you sent it? Once I see the alert I will send you the location.',
    'I dey wait for the money o. When it reach I go send the address.',
    'As soon as the money enters I will call you with the address.',
    'Send the 200k today, tomorrow we go see the place.',
    'Can you send the viewing fee today?',
    'Everybody pays the Le 100 form, it is the rule of the office.',
    'Mek yu pe di luk-os moni fos.',
    'Di moni fɔ si di os na 100k.',
    'pls snd 100k 4 d inspection b4 tmrw',
  ],
  // Third round (issue 30, messages): written for this test from how people chat in Sierra Leone, each a class of
  // phrasing (the same ask said ten ways), never taken from the corpus.
  'chat asks, third round: an access fee by another name, the access promised without "and", Krio negations, sums in thousands': [
    'Hello, the house is available. To see it you need to pay Le 100 for the viewing form.',
    'The landlord said anyone who wants to see the house must pay 200k first.',
    'Ok no problem. Just send 150 on my orange number 076123456 and we will go tomorrow.',
    'My brother, the caretaker collects Le 50 from everybody who comes to look at the place. Send it to me and I tell him you are coming.',
    'I am not in Freetown now but my boy can show you once you send his transport 100k.',
    "Please do the registration first, it's 250k, then I'll put you on the list for Saturday viewing.",
    'You need to buy the viewing card. Le 100. Orange money: 076 555 444.',
    'Plenty people want this house. If you want me to keep it for you, send half of the deposit today.',
    'Abeg send 50k for fuel, I de come carry you go see the house.',
    'Send me the money for the keke and I come pick you at the junction.',
    "Sorry I can't show you for nothing, the landlord want 100k before he open the door.",
    'The gateman will not let you in unless you pay the gate fee to me first.',
    'You must settle my consultation of Le 200 before I give you the address.',
    'Money fos, then we talk.',
    'Make you send di 100 thousand, I go send you di location.',
    'Commitment money is 300k. After you pay, we go see the house on Monday.',
    "If you're serious, send 200 on Afrimoney and I'll bring the keys tomorrow.",
    'The agency charges 150k for each client to go round the houses. Pay into our account at Rokel.',
    'Send your name and Le 100 for the form to this number 077 123 456.',
    "To see the house you have to pay the caretaker 50k. You can pay me and I'll give it to him.",
    'You can pay the viewing money through Orange Money, my number is 078 765 432.',
    'We collect 100k from clients before we take them around.',
    'Transport money 80k. Send it now so I can come.',
    'The inspection is 200. Send it on 076 123 456 and tell me the time you want.',
    'No problem sir. The viewing costs NLe 150, payable before the visit.',
    'Hello sis, e get small charge for the showing, 100k. Send am pan mi orange.',
    'We no de show house free o. Na 100k.',
    'Pay the Le 200 and I will reserve it for you until you come on Friday.',
    'Half the agent fee now and half after you see it.',
    'Send the agent fee now, we go see the house tomorrow.',
    'Before I take you there you have to send my 50k.',
    'When you send the money I will call the landlord to fix the day.',
    "I'll send you the pictures and the location once I receive the 100k.",
    "It's Le 100 to go see it. Send on OM.",
    "Everybody pays 150k for the inspection, it's the rule of the company.",
    'Pay the registration on this account: Ecobank 0123456789, then come to the office for the viewing.',
    'My fee for showing is 200k, send it first.',
    'Hi, thanks for your interest. Our company charges a small fee of Le 75 to register you as a client before viewing.',
    'dear the house dey, but u go pay 100k for the viewing. orange money 076000111',
    'Yes the flat is still available. Kindly send 150k through africell money so that I can book the landlord for tomorrow.',
    "The key is with the owner's sister. She collects 100k before she gives it.",
    'I need the money today to tell the landlord you are coming.',
    'Send it now so I can hold the place for you. 200k.',
    'The viewing is Saturday. Transport fee is Le 100, send it before Friday.',
    "I can't come all the way from Waterloo for free, send 100k transport.",
    'Ok but you have to do the needful first.',
    'Send 50 on my OM let me come show you.',
    'Please send the form money, 100k, we have many clients.',
    'Good evening, for the viewing you go pay 200k to the agent. Na company rule.',
    "The caretaker wants 50k before he opens. Send it to me, I'll give him.",
    'Let me know when you send it, then I give you the direction.',
    'Ok sir, make you pay the 100k viewing. After that we go.',
    'Is 100 for the inspection, send to 076 123 456 and let me know.',
    'Payment of inspection fee: Le 150 to 077 888 999 (Orange Money). Then we schedule.',
    'Send the money then I will come.',
    'Pay 200k make we go see the land tomorrow.',
    'Hello, you need to send 100k as commitment. Plenty people don ask for this place.',
    'The landlord needs proof you can pay. Send 1 month rent first and he will show you.',
    'My charge for showing you the places is 100k per day, payable in advance.',
    'You will pay Le 300 before I show you the three houses.',
    'first send the 100k, after we go see',
    'You go pay the registration fee before the viewing. Na 150k.',
    "Send the transport and I'm on my way.",
    'Do 100k on my Orange Money as token and the house is yours.',
    'i need 50k for my transport before i can come.',
    'To get the exact location you have to pay Le 50.',
    'Send your viewing fee so I can confirm your appointment.',
  ],
  "chat asks, third round: the agent's movement waits for the money, a register with the agency, a token that makes it yours": [
    'Good morning. The apartment is still available. Our viewing charge is 150k, kindly transfer via Orange Money to 076 222 333 and I will book you for 2pm.',
    'Bro the place fine well well. Just send 100k for the man wey get the key, then we go.',
    'I go need small thing for the movement, 75k. Once you send am I de come.',
    'Hello madam, to view our properties you need to register with Le 200. After registration we will take you around.',
    'We charge a processing fee of NLe 250 for all new clients. This covers the viewing.',
    'You have to pay for the inspection. 150k. It is not refundable.',
    'The landlord is very strict, he only shows the house to people who have paid the commitment fee of 500k.',
    'Ok, send me Le 100 so that I can arrange with the caretaker.',
    'I am at work now. Send me 50k and my boy will take you there.',
    'Transfer 200 to this africell money number 088 123 456, after that I send you the address.',
    "Sorry dear, we can't show the house until you pay the booking fee.",
    'Please the viewing is 100k, you can send it on QMoney or Orange.',
    'There is a small fee of 50k for the caretaker to open the house for you.',
    "Send me 100k and I'll take you to see all the houses today.",
    'Only serious clients. Send 150k to show you are serious and we fix a day.',
    'Pay the form fee Le 100 and come with the receipt on Saturday for the viewing.',
    "You need to send 200k for the landlord's time. He does not come out for free.",
    'Sir, na 100k for the viewing. Una fit send am pan mi number.',
    "Once I receive the commitment fee, I'll forward the landlord's contact.",
    'The agent will only move when the transport money reach.',
    'To avoid time wasters we collect Le 100 for viewing. Pay to 077 000 111.',
    'If you want the house, send 1 month rent now to reserve it. We can do the viewing next week.',
    'Send the 150k now, the caretaker is waiting to open for you.',
    'My transport from Kissy to Lumley is 100k, send it and I come show you.',
    "You're lucky, the house is still there. Drop 200k on my om and it's yours, viewing tomorrow.",
    'Registration with our agency is 300k. Send on Orange Money and we start searching for you.',
    'Give me 100k for the key holder, then we can go inside.',
    'As agreed, transfer the viewing money today, we go see the house tomorrow morning.',
    'The survey fee is Le 500, pay before we go to the land.',
    "Hello, send 50k transport first. I'm coming from far.",
  ],
  "chat asks, third round: Krio and text-speak, contractions (I'll, you're, we'll), part now and the rest after the viewing": [
    'hello\nyes the house dey\nviewing na 100k\nsend am pan 076 555 000',
    'Ok sir. Before anything, kindly pay the inspection charges of Le 150 through Orange Money.',
    'I will need you to send 200k for registration, then we can set a date.',
    "Pls do 50k on my afrimoney for transport, I'm coming now now.",
    'Our office requires all clients to pay Le 100 consultation before we show any property.',
    "You're welcome. The viewing is 100k, once I get it we go.",
    'Send me 100 thousand leones now and you will see the house today.',
    'I cannot open the gate for you free of charge, the landlord say 50k.',
    'The caretaker no go open the door if you no pay him 50k first.',
    'To secure a viewing slot, pay Le 200 via Orange Money.',
    "We'll take you to the house once the 150k is paid.",
    'Money first before showing, na so we de do am.',
    "Just send the small money for my fuel, after I'll come pick you.",
    "It's 80k for the agent to come with the keys. Orange money or africell.",
    "Before we go see the land you'll pay the site visit fee, Le 300.",
    'I am asking 100k for my time and transport. After you pay I will call you.',
    'Hello dear. The house is available but we collect 200k from every client for inspection.',
    'You go pay 100k for the form, the form na for the viewing.',
    'Since you are serious, send 50% of the agent fee now so I can tell the landlord.',
    'Transfer Le 100 to my Qmoney and come see the house on Sunday.',
    'ok boss. 100k for viewing. Send am now, we go go see am 4pm.',
    'Dear client, kindly note that inspection attracts Le 200, payable to our Orange Money account.',
    'Sorry, I can only show you the place after you have paid the registration.',
    'The key holder is asking 50k. Send am make e give you the key.',
    "Pay me 100k first and I'll give you the landlord's number.",
    'U go send 150k for di booking, den I go show you di flat.',
    'Without the viewing fee nobody will show you the house. 100k on OM.',
    'Hi. Yes available. To view you need a client card, it costs 75k, payable on Orange Money 076 333 222.',
    'I need 150k to fuel my car to come and show you, send it on africell money.',
    'Send 100k to hold the viewing slot, the landlord has many people coming.',
    'Good afternoon, before you come for the viewing, send 50k for the cleaner to clean the house.',
    "I'm sending you my OM number. Send the 100k and we'll fix the day.",
    'The gate fee is 50k per person, pay it to me before the visit.',
    'Na 200k for show you all the apartments. Pay am today, we go tomorrow.',
    'Kindly send the token so I can bring the keys.',
  ],
  "chat asks, third round: \"no money no viewing\", \"let you in\", \"if you pay … you'll see it\", a viewing still to come after a call": [
    "Pay the first month to the caretaker's Orange Money and he will let you in.",
    'There are five clients in line. Pay the booking of 100k to be first in line for the viewing.',
    'The viewing list closes today, register with 100k on OM.',
    'Your appointment will be confirmed when we receive 100k.',
    "We need a refundable deposit of 500k to show you the house, refundable if you don't take it.",
    'Abeg send 50k for me to buy credit so that I can call the landlord.',
    'I have two clients waiting, whoever sends the commitment first gets the house.',
    "Are you ready to pay the viewing fee? It's 100k.",
    'Send 100k so the caretaker can come with the keys, he lives far.',
    'You have to pay 200k before I can release the keys for you to view.',
    'Hello Mr. Kamara, the inspection fee is Le 100, kindly send it today so we can go on Thursday.',
    'Ok. Make you transfer 100k, na for the caretaker. After that we go see am.',
    'My brother, no money no viewing.',
    'Sister, send 50k for the gateman, him no go open for nobody without money.',
    "Drop 100k on 076 111 222 (OM) and text me when done, I'll give you the time and place.",
    "I'll show you the place once the viewing money is in.",
    "If you pay the commitment today, you'll see the house tomorrow.",
    'Dear customer, a viewing fee of NLe 100 applies. Payment via Orange Money 076 000 000. Thank you.',
    "Just do the transfer of 150k, I'll arrange everything for the viewing.",
    'You go pay me 100k transport before I come.',
    'Hello. The house is available. For the viewing, kindly send 100k to 076 555 222 so we can confirm the time.',
    'To hold the flat before viewing, you need to transfer 200k today.',
    'We only take serious clients to the site. Send 150k transport money and we go on Saturday.',
    'You saw the house on Facebook. Send 100k to book your viewing.',
    'Thanks for your interest. Send 100k to hold it.',
    'Nice to meet you. Send 50k transport and I show you the house tomorrow.',
    'Good to meet you on the phone. To secure the house send 500k before Friday, viewing next week.',
    'Thank you for chatting with me. To reserve the apartment, transfer Le 1,000 to my Rokel account. The viewing is on Saturday.',
  ],
  'chat asks, third round: a fee for going round, a sum per house shown, a sum taken from you, the agent waiting for the transfer': [
    'The fee for going round with you is 100k.',
    'I charge 50k per house I show you.',
    'Every client pays 100k to the company for the search. Then we start.',
    "You'll have to cover my okada, 30k, before I come.",
    'Inbox me after you send the 100k so I can tell you where the house is.',
    'To know the exact place, drop 50k.',
    'Before I give you the landlord number, send 50k.',
    "Deposit 100k into this account 0012 3456 789 (UBA) and I'll schedule you.",
    'send 100k orange money i dey wait you for junction',
    'i go need 100k fo transport before i go carry you go see am',
    'Yu fo pe 100k fos bifo a sho yu di os.',
    'The viewing fee is non-negotiable, 100k.',
    'Ok. 100k for the viewing. My number 076 123 456.',
    "Lemme know when you've sent the viewing money.",
    "I'll be waiting for the transfer before I leave the house.",
    "As soon as you send it I'll call the caretaker to open.",
    'Na 100k for di gateman. Send am now, after dat we go enter.',
    'Kindly effect the payment of the inspection fee so we can proceed.',
    'Before the caretaker opens the house, he must receive 50k from you.',
    'Sir, the landlord want commitment 200k before e show you the house. Send am to me.',
    "Three-bedroom flat in Hill Station. Rent Le 6,000 per month. Viewing fee Le 150, send it on Orange Money and we'll arrange the viewing.",
    'Land for sale at Waterloo. A site visit costs Le 200 per person, paid before we take you to see the land.',
    "Flat in Lumley. To view, you must first transfer Le 100 for the agent's transport, after we go see.",
  ],
  "chat asks, third round: the sum as what arrives ('once the 150k hits'), 'we don't move without transport'": [
    'Hi, house is available. Our agency requires a one-time client registration of NLe 200 before any site tour.',
    "Send me 70k for credit and transport, I'll come and show you the place today.",
    'The landlord said I should collect 100k from anyone who wants to see the house.',
    "Once the 150k hits my account, I'll share the exact location.",
    'Bra, just send the 50k make we move. Di place fine.',
    'Pay the viewing fee first please, na company policy.',
    "If you can't pay the 100k for inspection, I can't help you.",
    "I'm holding the house for you, but I need 300k today to keep holding it.",
    'Afrimoney 088 222 333. Send 100k and call me, we go fix the time.',
    "We don't move without transport money. 100k.",
  ],
  "chat asks, fourth round: pressure to pay now (others have paid, send it in 30 minutes or lose it, otherwise it is gone)": [
    "Three people have already paid for this flat. Send 200 on OM in 30 minutes or you lose it.",
    "Two clients don pay already. If you no send the 150k today, you go lose the house.",
    "Send Le 300 on Orange Money within the hour or I give it to the next person.",
    "Many people are calling. Transfer the 500 by 6pm or forget about it.",
    "Time is running out, pay the 200k now or the room goes.",
    "I have 4 people waiting. Send 100k now now or you miss it.",
    "Send the 250 on africell money in 20 minutes or someone else will take it.",
    "Other people are ready to pay. Do the transfer now or lose the flat.",
    "Last chance: 150k on OM before 5pm, otherwise the house is gone.",
    "Others have paid already, you are the last one. Send the 300 today.",
    "Send 100k within 1 hour, if not I move to the next client.",
    "I will only come after I see the alert.",
    "Pay now or the flat goes to the next person, many are waiting.",
  ],
  "chat asks, fourth round: no access without the money said as a rule (\"no viewing without payment\", \"viewing only upon payment\", w/o)": [
    "No viewing without payment.",
    "No inspection without money.",
    "Without payment, no viewing.",
    "Without the fee no inspection.",
    "We don't show houses without payment.",
    "Viewing only after payment.",
    "No show without the money.",
    "No key without payment.",
    "No payment = no viewing.",
    "No pay, no see.",
    "Payment first, viewing after.",
    "no viewing w/o payment",
    "Viewing strictly upon payment.",
    "We no de show house without money.",
    "No viewing without the transport money, 50k on OM.",
    "Without the form, no inspection. Form is 100k.",
    "Inspections strictly upon payment of the fee.",
    "No keys until you pay the key deposit.",
  ],
  "chat asks, fourth round: a pretext named for the money (documentation, processing, appointment, a viewing permit, key deposits, blocking the flat, cleaning)": [
    "There is a documentation charge of Le 250 before we go to the site.",
    "Documentation fee 300k, pay on OM.",
    "You need to pay for documentation before the inspection.",
    "Inspection charge is 100k, payable before the visit.",
    "Pay inspection 50k on orange money.",
    "Processing fee Le 200 on OM, then we fix a date.",
    "Your file will be processed and the viewing fixed once you pay Le 150.",
    "Appointment charge Le 100 via Africell Money.",
    "Book your appointment with 50k on orange.",
    "You need a viewing permit from our office, it costs Le 200.",
    "The viewing permit is 150k.",
    "Get your inspection permit for Le 100 before we go.",
    "Key deposit of Le 500 before I release the keys.",
    "Send the key deposit 1000 on OM and the caretaker will open for you.",
    "Pay a refundable key deposit of $50 to collect the keys for viewing.",
    "Send 500k to block the flat for you.",
    "Pay 2 million to block it before others take it.",
    "Make you send small money to block am.",
    "Pay Le 300 for cleaning before you see it.",
    "There is a cleaning fee of 200k before viewing.",
    "The cleaner must be paid 100k before we open the house.",
    "The caretaker says you must send 50k for him to open the gate.",
    "My boy will take you but he needs 30k fuel, send it on OM 077123456.",
    "Keys are with my brother in Bo, pay the Le 500 key deposit and he will courier them.",
    "Documentation and processing is 150k, after that we go see the house.",
    "Inspection will cost you 75k. Send via Afrimoney.",
    "Kindly make the appointment payment of Le 100 to confirm your slot.",
    "To block the flat for you I need 1 million today, it's refundable.",
    "Send 300 pounds via Remitly to hold the room until you arrive from London.",
    "Pay the cleaning charge of 200k so the caretaker can prepare the house for your viewing.",
    "Send the viewing money by Ria to my wife, she lives near the house.",
    "I'm sending you the account details, pay the 100k inspection and I will take you on Saturday.",
    "Send your documentation fee 200k, then we book the inspection.",
    "Cleaning 150k before the viewing, the house is dusty.",
  ],
  "chat asks, fourth round: network cards and their PINs, pounds and euros, Remitly, Ria, WorldRemit, MoneyGram, bank names, a sister's or brother's account": [
    "Buy two Africell cards of 10k and send me the PINs so I can call the landlord.",
    "Scratch an Orange card and send me the pin.",
    "Send me the card pin, 25k africell.",
    "Send £50 via Remitly to book the viewing.",
    "50 pounds by WorldRemit and the caretaker will show you.",
    "Pay 100 euros first.",
    "100 euros for the inspection, send by Ria.",
    "Send 80 euros through WorldRemit to my sister, then she shows you the flat.",
    "Pay into my Rokel account 500k to book the viewing.",
    "Transfer the viewing charge to my account at Ecobank.",
    "Deposit 1 million into my account and I send you the address.",
    "Send the money to my Standard Chartered account before the inspection.",
    "Pay the commitment into our Keystone Bank account and we fix the viewing.",
    "Send 100 dollars by MoneyGram, the keys will be with the caretaker.",
    "Send the Le 200 gate money first.",
    "The landlord wants 300k for his time before he comes.",
    "You have to pay the agent 200k to take you round.",
    "Once you send the euros I give you the location.",
    "The owner is in the US, send $200 by Western Union to her sister and she will release the keys.",
    "Small something for the boy who will show you, 20k on orange.",
    "Before I waste my fuel, send 50k transport.",
    "Do the needful: 100k on OM, then we go.",
    "Africell money 088 123 456, name Fatmata, send 150 for the viewing.",
    "Abeg send me 2 africell cards of 10k, I need to call the landlord for you.",
    "Inspection is 50 euros, payable by WorldRemit.",
    "Registration with our agency is 100k, then you can see all our houses.",
    "I am in Kenema now. Send 100k for transport and I will come down to show you tomorrow.",
    "Plenty people de find this house, send the 200 now now make I hold am for you.",
    "Ok do the transfer of 150k and I'll send you the address.",
    "The gate man needs 20k before he opens for you.",
    "You have to buy the form at Le 100 to be registered as a client.",
    "Please transfer Le 500 to my UBA account 0123456789, then we fix the viewing.",
    "Viewing na 100k, una go pay am before we go.",
    "Once the £30 lands in my Remitly I go carry you see the flat.",
    "There is a small processing charge of 100k to get your viewing date.",
    "The landlord charges a key deposit of 500k before he gives the keys for you to view.",
  ],
  "chat asks, fourth round: the agent's movement paid by the hunter (\"he needs 30k fuel\", \"the transport is on you, send it\", a tip for whoever shows), and the same asks as voice notes, official notices, text-speak and Krio": [
    "He needs 40k for fuel, do the transfer now.",
    "Two people have paid the booking, you have one hour to send yours.",
    "hello my dear this is the agent speaking the house is very fine but you know the landlord is in america so you will send the deposit 2 million by western union to his brother and he go give you key",
    "Dear Esteemed Client, kindly be informed that an inspection/processing charge of Le 250 is payable prior to the scheduling of your site visit.",
    "Ur viewing slot confirmed pending payment of 100k via OM 076xxxxxx",
    "d keys dey wit my broda for Makeni, pay d 300 key deposit make e send dem come by bus",
    "I no fit carry u go see house free, send 50 for fuel",
    "The apartment is in high demand, a refundable holding deposit of $300 secures it until you arrive.",
    "I don't have a car, so the transport to the site is on you: 75k, send it before Saturday.",
    "Send 60 euro by Ria to Mohamed Kamara, Freetown, and text me the MTCN.",
    "Remit $150 via MoneyGram; once I have the reference number the caretaker will let you in.",
    "Give my brother 200k cash when you meet him at the junction, he will then take you to the house.",
    "Abeg pay the appointment fee so I can put your name on the list.",
    "Small money for my time, 30k, and I will show you 3 houses today.",
    "Na 100k for di caretaker before e open di door.",
    "The landlord abroad says send the first 6 months by WorldRemit and the agreement and keys will come by DHL.",
    "pls do d needful 4 d inspection, 50k on afrimoney",
    "Our company charges a one-time client registration of Le 200, after which we take you to see as many houses as you want.",
    "You'll need to transfer 1m to block the flat, it's refundable if you don't like it when you see it.",
    "I sent you my Orange number, send 100k for the viewing now.",
  ],
  "chat asks, fourth round: the caretaker, the agent's boy or a brother paid at the door or before (\"give him 20k when you reach, he will not open otherwise\", \"hand 150k to my brother\"), 'refundable', pay now and view later": [
    "The caretaker is a bit far, he lives in Waterloo. Send him 50k transport on 076 111 222 so he can bring the keys.",
    "Keys are in Kenema with the landlord's son, send 100k for him to travel down with them.",
    "My small boy will show you the place, give him 20k when you reach, he will not open otherwise.",
    "It is 500k refundable, just to know you are serious, then we go see it Monday.",
    "Send the cash to my brother Ibrahim at Lumley, he will take you to the house after.",
    "Hand 150k to my brother at the junction and he'll show you the flat.",
    "The deposit is refundable, pay 1m now and view on Saturday.",
    "Africell card 25k scratch it and send me the numbers, I go call the landlord make e open.",
    "oga send 2 orange cards 10k each, my credit don finish, I need to call di caretaker for you",
    "You can view after paying the appointment fee of 75k into our Ecobank account.",
  ],
};

export const HONEST_BY_IDEA: Record<string, string[]> = {
  'no fee, said outright': [
    'No viewing fee.',
    'Nothing to pay before viewing.',
    'No fees of any kind before you see the house.',
    'Viewing is free of charge, any day.',
    'We do not collect any money before the viewing.',
    'No registration, no form fee, no inspection fee.',
    'Free inspection. Rent Le 3,000 per month.',
    'Viewing fee? None.',
    'Unlike other agents, we never take registration or form fees.',
    'The viewing will not cost you anything.',
    'I can show you the house today, no charge. Rent is Le 2,500 a month.',
    'The caretaker will open the house for you; he does not take money.',
    "Do you want me to book a viewing for Saturday? It's free.",
    'Viewing fee: free.',
    'Inspection: free of charge.',
    'Agent fee: paid by owner.',
    'Key money none; rent Le 3,000 per month.',
    'Viewing fee nil.',
    'First come, first served. Viewing any day, no fees.',
    'A no de tek moni bifo yu si di os. Kam tumara.',
    'Shop near the market. Rent Le 3,600 per year, 2 years advance at signing. No key money.',
    'Viewing: free.',
    'No agent fee, no inspection fee, no wahala.',
    'Viewing is at no cost to you.',
    'Viewing costs nothing.',
    'Inspection is free and without obligation.',
    'There is no fee to view.',
    "We don't ask for viewing fees.",
    'Viewing is free, just call the caretaker.',
  ],
  'money after the viewing, at signing or by someone else': [
    'Deposit after signing.',
    'Commission paid by the landlord.',
    '1 year advance at signing.',
    "Pay at the lawyer's office when the lease is signed.",
    'We accept Orange Money for rent after you move in.',
    'Transport on us: we pick you up at the junction.',
    'Deposit of one month, paid after you have seen the house.',
    'Half the price on signing the conveyance, the balance within 3 months.',
    'Rent payable by bank transfer to the landlord after signing.',
    'Pay the one year rent when you collect the keys at the lawyer.',
    'A refundable security deposit of Le 5,000 is paid with the first year rent at signing.',
    'Transfer of ownership at the Ministry of Lands; the buyer pays the registration fees.',
    'Before paying, visit the land with a surveyor.',
    'Make sure you see the house before you pay.',
    'Come and see it first, then pay the deposit if you like it.',
    'See the land first; we sign at the lawyer and you pay there.',
    'Once you see it and like it, you pay the deposit by Orange Money.',
    'I will send you the location now. Payment is only after viewing.',
    'After viewing, if you want it, we go to the lawyer and you pay the first year.',
    'The landlord says: pay only after you see it.',
    'Pay nothing until you have inspected the land and the papers.',
    'Viewings are free. Deposit payable to the landlord on signing.',
    'My Orange Money number for the rent after signing: 076 123 456.',
    'The owner lives in the UK; pay the rent to his agent here after viewing.',
    'Landlord in the US; the caretaker has the keys. Rent paid to his bank account after signing.',
    'Pay the deposit after viewing or the landlord may give it to another client.',
    'Yes, the inspection is free. If you like it, you pay one year rent and we sign.',
    'We have the site plan and the survey; you can check them at our office before paying.',
    'Payment only after inspection and agreement.',
    'Ok, come on Saturday at 10. The rent is Le 3,000 a month, you can pay by Orange Money after signing.',
    'Thanks for coming today. Send the deposit when you are ready and we sign on Monday.',
    'Yes it is available. Come and see it, no charge.',
    'The caretaker will open for you, he is there every day.',
    'My Orange Money number is 076 123 456 for the rent, once the agreement is signed.',
    'I have received your deposit, thank you. The lawyer will call you for the signing.',
    'Hello, are you still interested? The landlord says you can come any time this week.',
    'Send me your full name for the tenancy agreement.',
    'Ok I will send you the location now. Call me when you reach the junction.',
    'Price is Le 5,000 a month, negotiable. When do you want to come?',
    'Thanks for viewing. You can pay it on Orange Money 076 123 456 when you are ready.',
    "I'm currently in Dubai. My cousin will show you the house. Pay after.",
    'The agent fee is 10% after you sign, and the viewing is free. I can meet you at the junction at 4.',
    'Our office charges no fee to tenants. The landlord pays our commission. Come and view any day.',
    'If you like the house, you pay the first year to the landlord and we sign. No money before that.',
    'Thank you for your interest. Viewing is on Saturday. Rent is Le 4,000 a month, paid one year in advance at signing.',
    'The caretaker will show you the room. Pay him nothing, the rent goes to me after signing.',
    'Yes, the land is still available. Price Le 60,000 negotiable. You can pay in instalments after the survey.',
    'I am the owner, I live in Bo. Call me when you want to see the flat, my sister has the keys.',
  ],
  "hunters' questions and promises": [
    'How much is the rent? Can I pay by Orange Money?',
    'Is the viewing free?',
    'What is the agent fee?',
    'I will pay the deposit after I see the house.',
    'I can send the money on Orange Money once I have viewed it.',
    'Can I come and see it on Saturday before I pay anything?',
    'I am abroad, my brother will come and see the house for me. I will pay after he sees it.',
    'Do you accept Western Union for the rent?',
    'My budget is Le 3,000 a month. When can I see the flat?',
    'I can pay the deposit today if the house is still available. Can I view it first?',
    'Send me the address and I will come with the money after I see it.',
    'Hello, I saw your flat. Can I pay by Orange Money after the viewing?',
    'I am ready to pay the deposit once I see the house.',
    'I have the money ready, I will pay when I see the house.',
    'Send me the location please, I will come with my deposit.',
    'I sent the money to the landlord after the viewing.',
    'Thank you, I have seen the house. I will send the deposit tomorrow on Orange Money.',
    'Is the Le 100 viewing fee refundable?',
    'What is the viewing fee for this house?',
    'The agent on Facebook asked me to pay Le 100 before viewing, is that normal?',
    'I already paid Le 100 viewing fee to someone called Musa. Is he your agent?',
    'Hi, I am interested. What is the inspection fee?',
    "I don't pay viewing fees, sorry.",
    "Sorry, I can't send money before seeing the house.",
    'I cannot pay anything until I see the place.',
    'Hello, I saw the house yesterday and I like it. How do I pay the deposit?',
    'I can send the 100k transport if you want, no problem.',
    'Please, I sent Le 100 to the agent for viewing and he stopped answering. Is this your house?',
    'My friend paid a viewing fee last week to someone using your photos.',
    'Is it true that I have to pay Le 100 before viewing?',
    'Do I need to pay anything before viewing?',
    'Someone on Facebook is using your pictures and asking for viewing fee.',
    'How much is the transport to the house from town?',
    'Can I pay the Le 100 form at your office when I come?',
    'I am sending the deposit after we sign tomorrow.',
    "I don't have money for viewing fee, can you show me for free?",
    'You said viewing is free, but the caretaker asked me for Le 50.',
    'Ok boss, I will pay the viewing fee when I come.',
    'Airtime sellers and an Orange Money shop at the junction.',
    'I will transfer the rent after we sign.',
    'Before I come to see it, can you confirm the rent is Le 3,000?',
    'I will bring the transport money for the caretaker when I come.',
    "Is it ok if I pay the deposit before viewing, as I'm abroad? My brother will check the house.",
    "I'm in the UK and can't come to view. Can my sister view it for me before I send the deposit?",
    'Hello sir, I am interested in the 2 bedroom. I can pay 6 months now and the rest later. When can I see it?',
    'Pls I want to view the house tomorrow, how much is the rent and do you take Orange Money?',
    "My transport is on me, don't worry. See you at 10.",
    'Good morning, I sent you the money for the rent yesterday after we signed, please confirm.',
    "I can't come today, please send me the location and I will come tomorrow with my wife.",
    'Hello, please how much is the inspection? My friend said you charge Le 100.',
  ],
  // The viewing is behind (issue 30, item 1, second round): a let's small sums and the home's own money.
  'a small sum asked after the viewing or the handover': [
    'Thanks for coming to see the flat today. If you want it, send the 50k for the agreement papers and we sign on Friday.',
    'Good to meet you at the house. Ok send the 300k for the lawyer on 076 123456, we sign tomorrow at his chambers.',
    'You saw the place yesterday and said you like it. So send the 200k for the water bill arrears, the meter is in your name now.',
    'we viewed the room on monday\nok send the 50k for the padlock I changed\nmy number is 077 123456',
    'Since you have moved in, please send the Le 150 for the generator fuel this month on OM 076 555 111.',
    'You have the keys now. Kindly send the 100k for the cleaning on my orange money 078 222333.',
    'After the viewing you asked about the curtains. Just send Le 400 and I will leave them in the house.',
    'ok boss the tenancy is signed. send the 50k for the stamp on the agreement, 076 111222',
    'Now that you are living there please send me the 25k for the security man this month, orange money 076 222 111.',
  ],
  'the keys against the home\'s own money': [
    'Come and see it first. Pay the first year and collect the keys.',
    'Glad you liked it when you came. Pay the first year and collect the keys at my office.',
    'You viewed it twice already. Pay the first year rent into the landlord account and collect the keys from the caretaker.',
    'After the viewing, when you are ready, pay the first year at the bank and bring the receipt, then I give you the keys.',
    'pay d 1 year rent and collect d keys on monday after we sign',
    'the agreement is ready\npay the rent at the bank\nthen collect the keys from me',
    'Come and see it on Saturday. If you like it, the first year is paid at the bank and you collect the keys.',
  ],
  'chat lines, quoted replies and asks quoted back': [
    'hello is the flat still available\nyes it is you can come see it tomorrow no fee\nok thanks',
    '> send the money first\nNo, I did not say that. Come and see the house first, then we talk about rent.',
    'You said "send 100k before viewing"? That was not me, someone is using my name. Never pay before you see it.',
    'ok i will come tomorrow at 10 to see it. how much is the rent per year',
    'rent is 15m per year, 2 years advance. come see it first, viewing is free',
    'yes the 50k you sent was for the form at the council, not for me. the viewing was free.',
    'transport to the site is on me, I pick you at Congo Cross at 9',
    'the landlord said send the rent to his account after the signing, account 00123456 UBA',
    'i sent the rent yesterday, thank you for the keys',
  ],
  'Krio denials with dey and e': [
    'di landlord dey na di compound, e go show yu di os e self, e no dey tek viewing moni',
    'di caretaker dey for di gate, e no dey collect any inspekshon fee, just kam',
    'e no dey charge natin fo di vyuin, wi go tumoro',
  ],
  'chat honest texts written for the second round (rent terms, a colleague who shows, paying after signing)': [
  'the viewing is tomorrow at 4, the rent is 150k a month, you pay after you see it',
  'ok i have sent you the location, see you at 4. no payment until you are happy',
  'hello, can I pay the deposit by orange money after we sign?',
  'the landlord lives abroad but his brother will show you the flat, no fee',
  'i am not in freetown this week but my colleague will show you, it is free',
  'the rent is 2m a year, you can pay by bank transfer after signing',
  'send me your name and the time you want to come',
  'please send me a message when you reach the junction',
  'i dont take money before viewing, come see it first',
  'the price is 80k per month, negotiable after you see it',
  'do you accept orange money for the rent?',
  'you pay the lawyer for the agreement, not me',
  'Send me the pictures of your ID when you come, no money needed',
  'we go see am tomorrow, bring the first month only if you like it',
  'my fuel is finished so I will come by keke, see you at 10',
  'there is a fee of 50k for the agreement paper, paid at signing to the lawyer',
  ],
  'chat honest texts: the speaker\'s own spending, a hunter\'s promise, the lister asking when': [
  'Hi, I can send you 50k for your transport if you show me the house today, is that ok?',
  'i dey come now, let me buy fuel first then i go meet you at the junction',
  'The rent is Le 3,000 per month, first 6 months in advance, paid at signing. Viewing Saturday 10 am.',
  'Payment: Orange Money or bank transfer, after the agreement is signed at our office.',
  'landlord says 1 year advance, 12m, you can pay in 2 installments. When do you want to come see it?',
  'ok no problem, I will bring the 50k transport for the caretaker myself when we meet',
  'please note the agency fee is 10% of one year rent, payable only after you take the house',
  'the gate man will let you in, just tell him my name, dont give him anything',
  'send me your whatsapp number and i will share the pictures',
  'I sent the location on whatsapp. Call me when you reach, the caretaker will open.',
  'is it ok if I transfer the first month after viewing on Saturday?',
  'Mr Bangura, the survey fee is paid to the surveyor at the ministry when we do the conveyance',
  'Thanks. The deposit of 2 months is refundable at the end of the lease.',
  'The house is Le 500,000. Come and see it first, then we talk about payment.',
  'yes i fit show you today. i de na the house now. come anytime before 6',
  'hello my sister, the room is 400k a month, you pay the landlord direct when you move in',
  'we no de take money for viewing. come tomorrow 10am',
  'transport is on you to reach the place, it is far, about 30k by okada from the junction',
  'my mobile money number is 076 123 456 for the rent when you decide, no rush',
  'we can meet at the site tomorrow. bring your lawyer if you want. the price is 150m',
  'First come first served for viewing appointments this weekend, message me to book a time.',
  'To book a viewing, send your name and preferred time. Viewings are free.',
  'Kindly send the 2 months deposit once you have signed, our account is UBA 0012345.',
  'ok i received the rent, thank you. your keys are with the caretaker',
  'please send me the receipt of the rent you paid at the bank so I can give you the keys',
  ],
  'the owner abroad with someone here who shows the home, and honest \'never\'': [
    'The owner lives in the UK. His caretaker will show you the house and give you the keys after you sign and pay the rent at the bank.',
    'My sister is in America, I manage the flat for her. Come and see it; the keys are given at signing.',
    'You never pay the agent anything here, the landlord pays him.',
    'We never send the keys by post. Come to the office after viewing.',
  ],
  'warnings': [
    'Never send money before viewing. Scammers use Orange Money.',
    'Beware of fake agents who ask for a form fee.',
    'If anyone asks you to pay before viewing, report them.',
    'Keep your money until you see the house.',
    'Please do not send any money to anyone claiming to be our agent.',
  ],
  'money only mentioned': [
    'Estate service charge Le 500 per month covers security, the generator and the gate.',
    'Service charge of $100 per month, paid quarterly.',
    'Service charge Le 500 a month, payable before moving in.',
    'Estate charges: Le 300 a month for security and waste, gate pass for visitors at the gate.',
    'Rent Le 3,000 per month, 1 year advance.',
    'Price negotiable. Payment by bank transfer.',
    'Land Le 100,000, payable in two instalments.',
    'Pay the first 6 months, then monthly.',
    'Pay the rent before the 5th of each month.',
    'Rent must be paid before you move in.',
    'Buyers pay for the survey and the conveyance.',
    'Agent commission 10 %.',
    'Agent fee 10%, paid once, at signing.',
    'Price Le 500,000, first come first served.',
    'Book before Friday: only two flats left. Rent Le 3,000 per month.',
    'The price is Le 3,000 per month and the landlord wants one year in advance. You can pay by Orange Money or bank.',
    'The landlord asks for one year rent plus a deposit of one month, paid when you sign.',
    'Prepaid meter; buy your EDSA token on Orange Money.',
    'Close to Orange and Africell towers, good network.',
    'Near the Orange Money shop and the UBA branch.',
    'Shop for rent, first floor, Le 1,500 per month, 2 years upfront.',
    'Form 1 title deeds available for inspection at the lawyer.',
    'Booking for short stays: pay on arrival.',
    'Commitment: 2 years minimum lease.',
    'Booking: 50% deposit, balance on arrival.',
    'Registration with the Lands Ministry done; title deed ready.',
    "The form for the tenancy is at the office; it's free.",
    'Yes it is available. Viewing is Saturday at 2pm. Rent Le 5,000 monthly, we take Orange Money.',
    'The caretaker collects the rent by Orange Money every month.',
    'We charge 10% commission after the deal is closed.',
    'Payment plan available: 50% at signing, 50% after 6 months.',
    'We collect rent quarterly by bank transfer.',
    'Deposit deducted from the last month of the tenancy.',
    'The deposit is refundable at the end of the lease.',
    'Transport from the junction is Le 5 by okada.',
    'Rent money first of every month, by Orange Money.',
    'Security deposit of Le 2,000 required at signing, refundable when you leave.',
    'A caution fee of one month is required on signing.',
    "Agency fee: 10% of one year's rent.",
    'Legal fees shared 50/50.',
    'Please bring your ID and the first year rent to the signing.',
    'The registration of the tenancy at the council is Le 200, paid by the tenant after signing.',
    'You can pay it on OM, 076 123 456.',
    'Pay the balance 5,000 by OM.',
    'Easy access road, tarred.',
    'Access to the beach. Rent Le 5,000 per month.',
    'The viewing is free but bring your ID.',
    'The Orange Money shop by the roundabout is your landmark; the house is behind it.',
    'Take a poda-poda to Lumley, it is Le 5, then walk up.',
    'Agent: I only collect at the office, never by transfer, and only after signing.',
    'Come with your own transport, the road is bad, viewing is free.',
    'Is Le 2,000 for the month or the year?',
  ],
  'viewings arranged without money': [
    'Send me a message on WhatsApp to book a viewing.',
    "Send me your number and I'll call you to fix a viewing.",
    "I'll send you the location on WhatsApp.",
    'Call 076 123 456 to view. Rent Le 4,000 per month.',
    'Rent Le 2,000 a month. Viewing by appointment: call first.',
    'Please call before coming to view.',
    'Send your questions by WhatsApp first, then we arrange a viewing.',
    'The house has a gate, a caretaker and a borehole.',
    'The keys are with the caretaker; call him to view.',
    'Caretaker lives on site and shows the house.',
    'Owner abroad, the caretaker shows the house. Rent paid to the agent at signing.',
    'Let me know when you can come and see it, then we can talk about the deposit.',
    'We can meet at the house on Saturday. Bring your ID for the agreement.',
    'Viewing on Saturday, send me a message to confirm.',
    'We will show you the house for free; rent Le 4,000 a month paid by Orange Money.',
    'No need to pay anything now, come and see first.',
    "You pay the rent to the landlord directly, I don't take anything.",
    'Rent Le 3,000 per month payable by Orange Money. Call to view.',
    'Rent Le 3,000 per month, pay by Orange Money. Call me to arrange a viewing.',
    'Price Le 50,000 negotiable, payment by bank transfer. Contact us to book a viewing.',
    'Rent Le 4,000 per month by bank transfer, call 076 123 456 to view.',
    'Rent: Le 2,500 a month. Send me a WhatsApp to see it.',
    'Price Le 50,000, payment by bank transfer. To view, contact 076 123 456.',
    'Rent Le 3,000 a month, pay by Orange Money. For viewing call 076 123 456.',
    'Rent Le 3,000 per month by OM. OM number 076 123 456. To view please come on Saturday.',
    'Rent Le 3,000 per month, pay by OM. My number is 076 123 456. When you want to view, call me.',
    'Rent Le 3,000 a month payable by bank transfer. Viewing: call the caretaker.',
    'Rent Le 2,000 per month, 1 year advance, pay by OM. Viewings on Saturdays from 10.',
    'When you reach the junction, ask the Orange Money agent, Fatu, she will show you the house.',
    'Take a keke from the junction, it costs 10k, and tell him to drop you at the mosque.',
    'Is the 250k in old leones or new leones? Before I come to view.',
    "Please everybody, don't pay any gate pass to the man at the estate gate, it is fake.",
    "Bring your ID card and two guarantors' numbers when you come for the viewing.",
    'The viewing is free but please bring your own transport, the road is bad after the rains.',
    "The caretaker has the key, don't give him any money.",
    'I only collect money at our office, never by transfer, and only after the agreement is signed.',
    'The landlord wants one year in advance. Send me your questions before you come.',
    'Hello, we accept payments only at the bank after signing the tenancy agreement, never to a person.',
    "The okada from Waterloo junction to the land is Le 15, ask for Mr Kamara's plot.",
    'Sorry, the flat is taken. I have another one in Wilberforce, free to view tomorrow.',
    'Pay attention to the step at the gate when you come.',
    'Send me a text before you come so I can tell the caretaker to open.',
    'Good news: the landlord reduced the rent to Le 2,500. You can come and see it first.',
    'Transport fare from Freetown to Bo is about Le 150 by bus, the house is near the stadium.',
  ],
  // Third round (issue 30, messages): the honest side of the same phrasings, written for this test.
  "chat honest texts, third round: denials said many ways (\"we don't do viewing fees\", \"nobody go collect money\", Krio \"no pay anybody\")": [
    "You don't need to pay anything to see the house. Come on Saturday at 10.",
    'No money until you have seen the place and you like it.',
    'Viewing is free. If you like it, we sign the agreement at the office and you pay the rent then.',
    "I don't collect any fee for showing, the landlord pays me.",
    'The rent is 3000 a month, one year advance, paid after you see it and sign.',
    "Please don't send money to anybody, come and see the house first.",
    'Nobody should ask you for money before viewing. If someone does, report it here.',
    'Ok, I will send you the location now. See you tomorrow at 2.',
    'I have sent the location on WhatsApp. The caretaker will open the gate.',
    'You can pay by Orange Money after signing the agreement.',
    "Transport is on me, I'll pick you at the junction.",
    "I'll pay for the keke myself, no problem.",
    'Did you see the house yesterday? If you want it, we can go to the lawyer on Monday and you pay the deposit there.',
    "We don't do viewing fees. Just come.",
    'The agent commission is 10%, paid only when you sign.',
    'Na free for see di house. Kam any time.',
    'Nobody go collect money from you before you see di house.',
    'Money talk na after you don see di house.',
    'Payment only after viewing and agreement, at our office in Aberdeen.',
    "Don't worry about transport money, I'll come myself.",
    'Send me your name and phone number so I can book you for Saturday.',
    'Please send the location of where you are so I can pick you up.',
    "Send me a message when you reach the junction and I'll come get you.",
    'The deposit is refundable at the end of the lease.',
    'Hi, is the viewing free or do I need to pay something?',
    'I can only send money after I see the house.',
    'I will not pay any fee before viewing, sorry.',
    "The caretaker might ask for something, don't give him anything, it is free.",
    'The landlord asks one year rent in advance, but you pay it at the signing, not before.',
    "There's no charge for viewing. The only money is the rent, paid at the lawyer's office.",
    'Come and see it first, then we talk about money.',
    "Yes it's available. When can you come? Viewing doesn't cost anything.",
    'The rent is Le 4,000 per month. You can view it tomorrow at 4pm.',
    "Send me your WhatsApp number and I'll send you more pictures.",
    "I'm sending you the pin now, the caretaker is called Alhaji, he will show you round.",
    "We don't ask for money before you see the house, that is how scammers work.",
    'You pay nothing today. If you like the place, we meet the landlord and sign.',
    'Thank you. I will transfer the deposit once we sign the agreement on Monday.',
    'No token, no form, no registration. Just come and see.',
    'Sorry, the landlord wants 2 years rent, paid on signing. Viewing is free anytime.',
    "Hello, I'm interested. How much is the rent and when can I see it?",
    'Can I pay the rent by Orange Money after I move in?',
    'The price is 150k per night, you pay when you check in.',
    'Ok I will bring my own transport, just send me the location.',
    "Send me the location, I'll take a keke.",
    'The agent fee is one month rent, paid at the signing of the lease.',
    'Free viewing. Deposit only after you sign.',
    "I'm on my way, I'll be there in 20 minutes.",
    'Please bring your ID when you come. No payment before you see the house.',
    'We go show you di house free. Money na after agreement.',
    "If anyone calls you asking for a viewing fee, don't pay, it is not us.",
    "You can send the rent by bank transfer after we sign at the lawyer's office.",
    "The caretaker will show you the house tomorrow. Don't pay him anything.",
    'Let me know when you are free to see the place. No payment is needed.',
    'How much do you charge for viewing?',
    'Do I have to pay before viewing?',
    'I saw the house, I like it. How do I pay the deposit?',
    'You can pay the first year at the bank after you have seen it and agreed.',
    'Send me the pictures of the kitchen please.',
    'The rent is 2,500 per month, payable 1 year in advance at signing. Come any day to view.',
  ],
  "chat honest texts, third round: the home's terms described beside an invitation to view, land priced per lot, IDs and photos sent": [
    'Good morning. The apartment is still available. Viewing is free, come any day after 2pm.',
    "I'll show you the house tomorrow, the rent is Le 3,000 per month, paid by Orange Money after you sign.",
    "Rent is 3000 per month, payable by OM, and I'll show you the house on Saturday if you like.",
    "We don't do free viewing? No, we do. Viewing is free, no charges at all.",
    "I'll come with the keys myself, no need to pay anything.",
    "I don't take any money for showing houses, the landlord pays my commission.",
    "You can transfer the deposit after the agreement is signed. I'll send you our account details then.",
    'The land is Le 80,000 per town lot, payment by bank transfer; we can take you to see it tomorrow.',
    'We do not show houses on Sunday, the viewing is free on other days.',
    "The caretaker will open for you, you don't need to give him any money.",
    "Please don't send money to anyone claiming to be our agent. Viewings are free and rent is paid at our office after signing.",
    "Thank you for your payment of the rent. I'll bring the keys tomorrow.",
    'Send me your full name and ID number for the tenancy agreement.',
    "I'm writing to inform you the rent is Le 3,000 a month, payable by Orange Money.",
    'Hello, I can show you the flat today at 5. The rent is Le 2,500 per month, one year advance, paid at signing.',
    'The gateman is called Sorie. Just tell him you are coming to see flat 3, no payment needed.',
    'I will pay my own transport, just tell me where to meet you.',
    'We no de collect money before you see di house. Na after agreement you go pay.',
    'There is no booking fee. If you like the house after seeing it, you pay the deposit at the office.',
    'If you like the place, send the deposit after signing and I will give you the keys.',
    'I can bring you to the house tomorrow, and we can talk about payment after you see it.',
    'Transport is free, I will pick you up from the junction myself.',
    "You don't have to pay anybody before viewing. I will be there at 3.",
    'The house is Le 50,000 negotiable. We can go and see it on Monday.',
    'Half of the rent is paid at signing, the rest after three months.',
    'My number is 076 123 456, call me when you reach and I will come show you the house.',
    "Sorry I can't come for the viewing today, can we do it tomorrow?",
    "I'll send you the location now. No fee, just come.",
    'You can see it first and pay later, no problem.',
    'After the viewing, if you want it, we go to the lawyer and you pay one year rent there.',
    'hello\nyes the house dey\nviewing na free\ncome tomorrow at 10',
    'Ok sir. Before anything, please come and see the house, then we talk.',
    "I'll be at the house at 3pm with the caretaker. Rent is Le 2,000 per month.",
    "You're welcome. The viewing is free, once you like it we sign.",
    "I'm not asking for any money now, just come and see.",
    'Nobody will ask you for money at the gate. If they do, call me.',
    "The caretaker will open the gate for you, it's free of charge.",
    "We'll take you to the house tomorrow, no charge.",
    'Money only after you see the house and agree.',
    "I'll come pick you at the junction, don't worry about transport.",
    'The landlord collects rent by Orange Money after the agreement is signed.',
    "It's 80k per night for the guest house, paid when you arrive.",
    'Before we go see the land, please bring your ID. There is no site visit fee.',
    'I am not charging you anything for the viewing.',
    'You go pay the rent after you see the house and you like am.',
    'Since you are serious, come and see it on Saturday and we can discuss the deposit.',
    "Transfer the rent to the landlord's account after signing, not to me.",
    "We don't take viewing money, we are a registered agency.",
    "Sorry, I can't show you the house today, the caretaker has travelled. Tomorrow is fine.",
    "If you like the house after the viewing, you pay 1 year rent at the lawyer's office and collect the keys.",
    'ok boss. Viewing is free. We go go see am 4pm.',
    "I'm sending you the OM number for the rent after we sign, not before.",
    "The landlord's number is 076 123 456, call him directly, no fee.",
    'I will give you the keys after you sign and pay the first year at the bank.',
    'Please send me a photo of your ID before the viewing, for security.',
    "I'll send you the address now. See you at 4.",
    'The cleaner will clean the house before you come, at no cost to you.',
    "Kindly note that there is no inspection fee. Rent is payable to the landlord's account after signing.",
    "Do you want to come today or tomorrow? I'll show you the house myself.",
    "I spent 50k on transport to come show the house yesterday but no problem, it's my job.",
    "Hi. Yes available. You can view it any day, you don't need to pay anything.",
    'When you come, bring the money for the first year only if you decide to take it after seeing it.',
    "Good afternoon. The rent is Le 5,000 per month, we'll show you the house tomorrow at 10.",
    'The transport from the junction is about 20k by keke, I will wait for you at the mosque.',
    'We will fix the day when you are ready; viewing costs nothing.',
  ],
  'chat honest texts, third round: a hunter who paid or will pay after seeing, a viewing behind before holding the home': [
    'I sent you 100k yesterday for the viewing but you never came.',
    'I can pay the viewing fee if that is the rule, but can I see the house first?',
    'The house is 3 bedroom, rent 2500 a month, 1 year advance. When do you want to view?',
    "Pay the rent into the landlord's account at Rokel Bank after signing; do not give cash to anyone.",
    'Transport to the site is by our company bus, free for all clients.',
    'Keep your money until you see the house.',
    'No pay anybody before you see di house o.',
    'We no de take moni before una see di os.',
    'The caretaker will let you in, he knows you are coming. No money needed.',
    'I have two clients coming to see it on Saturday. You can come too.',
    'Your appointment is confirmed for 2pm tomorrow. No payment is required.',
    'The deposit is refundable when you leave, it is paid at signing.',
    "Ok, see you tomorrow. I'll bring the agreement so you can read it after the viewing.",
    'Hello Mr. Kamara, the viewing is on Thursday at 10. Rent is paid after signing.',
    "I'll show you the place on Sunday. If you like it, we talk about money.",
    "Thank you for sending the rent. I'll give you the keys on Monday.",
    "The landlord will show you the house himself, he doesn't want any agent fee.",
    'Good morning, the viewing is free and the rent is Le 3,000 a month, payable after the agreement.',
    'If you want to pay by Orange Money after signing, the number is 076 123 456.',
    'You can come with your own keke, the driver knows the place.',
    'Thanks for coming today. If you want it, send the deposit by Friday to hold it for you.',
    'Can I pay the deposit by Orange Money after I see the house?',
    'I will send the deposit after the viewing if I like it.',
    'Hello, I saw your listing. Is the rent negotiable? I can pay 6 months first.',
    "You saw the flat on Monday. To secure it, please transfer the first year's rent and we sign on Wednesday.",
    "The caretaker's number is 076 222 111. He will show you the place, just call him.",
    "Sorry I couldn't come yesterday. Can we do Saturday? I will bring my own transport.",
    'How much is the agent fee and when is it paid?',
    'The agent fee is 10 percent, you pay it on the day we sign the agreement.',
    "Ok I'm interested. Send me the location and I'll come see it tomorrow.",
    "I'll pay the transport myself, where should I drop at?",
    "My sister will come to view on my behalf, she'll call you.",
    "Good evening sir. I'm ready to pay the one year rent after I see the house. When can I come?",
    "Do you accept payment by Orange Money? I live in Bo and can't come until next week.",
    "Yes we accept Orange Money for the rent, but only after you've viewed and signed.",
    'Please come with 2 passport photos and your ID for the agreement after viewing.',
    "The house is still available. We can meet at the junction at 4 and I'll take you there.",
    'If you decide to take it, the landlord wants the first year upfront at signing.',
    "Hi, I'm the landlord. There's no agent, so no agent fee. Come and see it.",
    "The flat is Le 4,500 per month. I'll be there tomorrow from 10 to show you.",
    "I'm in the UK but my brother in Freetown will show you the house and you sign with him.",
    "Send me a WhatsApp when you're at Lumley police and I'll come for you.",
    "I don't mind paying the agent fee after the signing, that's normal.",
    'Your receipt for the rent paid today is attached. Welcome to your new home.',
    'We received your deposit, thank you. The keys are with the caretaker, collect them any time.',
    'You will pay nothing to me. The landlord pays my commission.',
    'Please note the rent was reduced to 3,000 a month. Come and see it first.',
    "Let me know when you're free. I'll show you the house and we'll discuss payment after.",
    'Money is not the problem, I just want to see the house first.',
    'I have paid for the viewing before with another agent and lost my money, so I will only pay after seeing.',
  ],
  "honest texts, third round: the speaker's own spending and waiting, \"we don't have one\", a discount seen, listings that invite": [
    "I'm waiting for you at the junction, I'm wearing a blue shirt.",
    "About the viewing fee: we don't have one.",
    "Let me know when you've seen the house and decided.",
    "I'll be waiting for your call before I leave the house.",
    "As soon as you arrive I'll call the caretaker to open.",
    "The landlord's number? I'll send it after you've seen the house and decided.",
    "Our company doesn't charge clients. The landlord pays us.",
    'No need to send anything. Just come at 2.',
    'I no de collect transport from clients. Kam.',
    "I'll cover my own transport. See you tomorrow.",
    'Before the caretaker opens the house, call me so I can tell him.',
    'You go pay the rent to the landlord after you see the house, not to me.',
    "The key is with the caretaker. He will open for you at 10, there's nothing to pay.",
    "I want to see the house first, then I'll pay the deposit.",
    "Kindly effect the payment of the first year's rent after the agreement is signed at the lawyer's.",
    "Send me your email and I'll send you the tenancy agreement to read before we meet.",
    'The landlord wants the commitment of one year rent, but only at signing after you see it.',
    'Ok I have seen the house, I like it. I will transfer the deposit tomorrow.',
    "Before you come, check the road, it's muddy. No payment needed for viewing.",
    'The okada from the junction is 10k, you pay the driver yourself.',
    "Three-bedroom flat in Hill Station. Rent Le 6,000 per month, payable by Orange Money, and we'll arrange a viewing at your convenience.",
    "Land for sale at Waterloo, Le 40,000 per town lot. We'll take you to see the land any Saturday; survey plan available.",
    'Newly built shop, Le 2,000 a month. Nobody will ask you for a fee: viewing is free and the agreement is signed at our office.',
    'Guest house in Bo, Le 300 per night. First night paid on arrival, the rest after your stay.',
    "Two-bedroom apartment. The landlord collects rent from you only after you sign. We'll show you round any day.",
    'Office space in Central Freetown. Service charge Le 500 a month from you, the landlord pays the agent. Viewing by appointment.',
    "Spacious house in Goderich, 4 bedrooms. If you pay the rent yearly, you'll see a discount of 10%.",
    'Flat to let at Lumley. Rent is paid first thing each month. We can show you the flat this week.',
    "We do not charge a viewing fee. We don't charge anything before you sign. Call us.",
    'Well-kept compound with security. The caretaker will let you in for the viewing; he does not collect any money.',
    "Shop for rent, Le 1,500 per month. I'll send you the location and you can come to see it at any time.",
    'Modern apartment, furnished. I charge nothing for showing it. Rent Le 8,000 per month, one year in advance at signing.',
  ],
  "honest texts, third round: 'no registration or viewing fee', the same chat lines without the money": [
    'Hi, house is available. No registration or viewing fee. Site tours daily from 10am.',
    "I'll come and show you the place today, my treat.",
    'The landlord said nobody should collect money from anyone who wants to see the house.',
    "Once you see the house and agree, I'll share the landlord's account for the rent.",
    'Bra, just come make we go see am. Di place fine, no money needed.',
    'Pay the rent only at the office after signing, na company policy.',
    "If you can't come on Saturday, we can do Sunday.",
    "I'm holding the house for you until Monday as you asked, no payment needed.",
    "Call me when you're ready, we go fix the time.",
    "I'll move with my own transport, don't worry.",
  ],
  "chat honest texts, fourth round: the speaker pays a relative or friend to view for them (the diaspora sending the fare)": [
    "Papa I sent you 100k on Orange Money for transport, please go and view the flat at Wilberforce for me.",
    "Mum, I've sent 200 on OM for keke, go look at the apartment for me tomorrow.",
    "Bro I go send you fuel money make you go see the house for me.",
    "Uncle, I have transferred Le 150 to your Africell money for your transport to go and inspect the land.",
    "I'll send you transport money so you can go and check the house for me.",
    "Daddy, check your Orange Money, I sent 300 for the taxi to the viewing.",
    "Aunty I don send you di transport, abeg go look di house for me.",
    "Sis I'm sending you Le 200 by WorldRemit, use it for transport when you go to see the flat.",
    "Let me send you money for the okada so you can view the room for me.",
    "I will send you 50k for fuel, please go and see the land before I pay anything.",
    "Dad, I'm sending £40 through Remitly for your transport to see the flat on Saturday.",
    "I am sending my sister 50 euros so she can take a taxi to see the flat for me.",
    "I'm sending my son 200k by Orange Money so he can go and see the house for me.",
    "Mama, we sent you the transport, please go and look at the flat on Sunday.",
  ],
  "chat honest texts, fourth round: the pretexts' words in honest terms (key deposit refunded at the end of the lease, cleaning per stay, holding without a deposit, pounds and euros at signing)": [
    "The key deposit of Le 500 is refunded when you return the keys at the end of the lease.",
    "Cleaning fee $30 per stay, paid at check-in.",
    "Send the rent by Remitly after you've viewed and signed.",
    "My sister will view it for you on Saturday, no charge.",
    "I'll block the flat for you until Saturday, no deposit needed, just come and see it.",
    "We can hold it for you till Monday free of charge so you can view.",
    "Rent is £200 a month, paid after signing by WorldRemit if you are abroad.",
    "The processing of the lease takes two days after you sign.",
    "Appointment is at 3pm tomorrow at the gate, see you there.",
    "There is a viewing on Saturday at 10, come with your ID.",
    "If you like it after the viewing, you can pay the deposit into our UBA account.",
    "Thanks, I received your £300 deposit after the viewing; the receipt is attached.",
    "No viewing fee, no documentation fee. Rent is paid at signing.",
    "Without seeing the house I will not pay anything.",
    "No payment until you have seen the flat and signed.",
    "Viewing is free, payment only after the agreement.",
    "We don't ask for money before viewing. Come any day.",
    "Other people are interested, so come and see it soon. Nothing to pay before.",
    "Three people viewed it yesterday; if you like it, the deposit is paid at signing.",
    "I sent my brother to view it for me, he liked it.",
    "Please, who sent you 200k? I never asked for money.",
    "I go send my cousin make e go see the house for me tomorrow.",
    "Euros are fine for the rent once you sign, by Ria or WorldRemit.",
    "I paid 100 euros to a fake agent last year, so I only pay after viewing now.",
  ],
  "chat honest texts, fourth round: rent, commission and deposits at signing, utilities, haggling, receipts for homes seen, warnings quoting a demand": [
    "The rent is 15 million a year, payable after you see it and sign the agreement.",
    "Commission 10% is paid on signing, nothing before.",
    "Electricity is prepaid; you buy your own EDSA units after you move in.",
    "Water bill is 50k a month, paid to the caretaker.",
    "Can you reduce to 12 million? I will pay immediately after the viewing.",
    "Here is the receipt for the deposit you paid after we visited the flat on Monday.",
    "My brother will view it on Saturday for me since I'm in the UK; I'll pay only after he confirms.",
    "The landlord said no money to anybody before viewing, he collects rent himself at signing.",
    "Beware, someone is using my name and asking for viewing fees.",
    "I don't charge for viewing. Come on Saturday at 10.",
    "The caretaker will open the house for you tomorrow, no charge.",
    "Keep your money until you have seen the house and the papers.",
    "Pay the deposit of 5 million at the lawyer's office when you sign.",
    "Do you accept Orange Money for the rent after signing?",
    "I can send the rent by WorldRemit from London once my cousin has seen the flat.",
    "Agent fee is 10%, paid by the landlord, not you.",
    "Can I pay half the rent now and half next month? I saw the house yesterday and I like it.",
    "I'll come with cash when we meet at the house, is that fine?",
    "Thank you for the transport you sent me yesterday, I went to see the house for you and it's nice.",
    "We received your £500 by Remitly, here is the tenancy agreement signed by the landlord.",
    "Send me your email and I will send you the tenancy agreement to read before you come.",
    "Other people are interested, so please come early tomorrow to view it.",
    "The house is available; come and see it first, or I can do a video call.",
    "Pay the rent by the 5th of each month into the landlord's Rokel account, as in your lease.",
    "Please pay this month's rent by Friday or the landlord will charge a late fee, as the agreement says.",
    "Two of my friends paid an agent and never saw the house, so I will only pay after viewing.",
    "You can pay by Orange Money or bank transfer after signing.",
    "If you can't come Saturday, or you miss the bus, call me and we fix another day.",
    "Rent is 10 million a year, or 5 million for six months; come and view it first.",
    "Please pay the deposit at signing or the landlord may give it to someone else.",
    "The cleaning is done before you move in, included in the rent.",
    "Cleaning service is Le 500 a month, paid with the rent.",
    "No viewing without an appointment: call 076 123456.",
    "No payment without viewing!",
    "If anyone says no viewing without payment, report them to us.",
    "I will give you 10% commission after signing.",
    "I already sent you 100k yesterday, where is the address?",
    "Other tenants pay their rent by Orange Money, you can too after signing.",
    "We don't show the flat without an appointment, call to book.",
    "Documentation for the land (survey plan, conveyance) costs 3 million, paid at the lawyer's office.",
    "Processing the lease takes a week; you pay after you sign.",
    "Hurry, three families viewed it today, come tomorrow before someone else takes it. Nothing to pay to view.",
    "The house is first come first served, but you pay only after viewing and signing.",
  ],
  "chat honest texts, fourth round: the diaspora, landlords' and caretakers' no-fee replies, Krio terms, seeing as finding out (\"let's see what he says\")": [
    "Hello, I'm abroad in Germany; my brother Abu will view the flat for me on Saturday. If he likes it I will pay the deposit by WorldRemit after signing.",
    "Landlord here. Please don't pay anyone for viewing; the caretaker will show you free.",
    "The rent includes water; electricity is by prepaid meter, you top up yourself.",
    "Can you take 9 million instead of 10? I'll pay on the day we sign.",
    "Received with thanks Le 15,000,000 rent for the flat at Hill Station, which you viewed on 3 November.",
    "The security deposit is one month, refunded at the end of the tenancy.",
    "My aunty in Freetown will hand you the keys after you sign with the lawyer.",
    "No agent fee, no viewing fee; just come and see it on Saturday.",
    "The owner abroad has asked her cousin to show the house; you pay rent only at the signing in Freetown.",
    "hello sister the house is nice the caretaker showed me round nothing was paid the rent is 12 million a year we go sign on Monday",
    "Please bring your ID and the first year's rent to the signing at the lawyer's office on Friday.",
    "Top up your meter with EDSA units; the landlord does not collect for electricity.",
    "Ok I will send you 50k for your transport when you come to show me, is that ok?",
    "I'm in the UK, my cousin viewed it yesterday and liked it. I'll send the deposit via Remitly when we sign on Monday.",
    "The landlord wants 12 million, I told him you offer 10; let's see what he says.",
    "Please send a copy of your ID before the viewing so the security lets you in.",
    "Rent na 8 million for one year, you go pay am when we sign di agreement.",
    "Commission na 10%, una go pay am after una don see di house and sign.",
    "Deposit 3 months, pay am on signing day at the lawyer office.",
    "We nor de take money before viewing o, come see am first.",
    "I no dey collect any viewing fee, just call me when you ready.",
    "Landlord message: please don't give money to anybody who says they are my agent.",
    "EDSA bill is shared between the two flats, about 200k a month.",
    "Water from Guma, bill around 50k per quarter, paid by the tenant.",
    "Last price 14 million, I can't go lower. If you agree, we sign Monday and you pay then.",
    "Ok 13 million final. Bring it on signing day.",
    "Receipt: Le 20,000 received from Mr Conteh as deposit for the 2-bedroom he viewed at Lumley on 20 Nov.",
    "I paid the deposit after my sister saw the flat for me, thanks for the receipt.",
    "My mum will view the house on Friday for me because I'm in the States; please show her round.",
    "My brother go come see di house for me tomorrow, I dey for London.",
    "Dad saw the flat today and liked it, I'll transfer the rent after we sign the lease.",
    "Once my sister has viewed and we have signed, I will transfer from the UK by Remitly.",
    "Is the caretaker's number available? My uncle will go and look at it for me.",
    "Send your account details so I can pay the rent after the signing on Monday.",
    "Do you take pounds? I can pay the first year in pounds at signing.",
    "Transport na my own, I go come see the house Saturday.",
    "I go pay my own transport, no worry.",
    "The keys are with the caretaker, he will open for you on Saturday, no payment needed.",
    "Service charge 500k a year covers security and generator, paid with the rent.",
    "Agent fee 10% is paid when the lease is signed, never before.",
    "The flat is still available. Many people are asking, so come and see it soon. Rent is paid at signing.",
    "I can hold it for you till Saturday so you can come and see it, but I can't hold it longer than that.",
    "If you want, my sister can pay the deposit for you after she sees the house.",
    "Sorry, we only accept bank transfer for the rent, at signing, not Orange Money.",
  ],
  "chat honest texts, fourth round: caretakers, boys and brothers who show for nothing, airtime thanked for, 'm' for metres, keys handed back": [
    "The caretaker lives nearby and will bring the keys on Saturday; nothing to pay him.",
    "My brother Ibrahim will show you the house; pay nothing until you sign with the landlord.",
    "Call me when you reach the junction, my boy will come and carry you to the house.",
    "The keys are with the landlord's son in Kenema; he comes to Freetown on Friday and will show you then.",
    "Thank you for the 25k airtime you sent, I'll call the landlord tomorrow about the repairs.",
    "I can't call the landlord right now, my credit is finished; I'll call him tomorrow morning.",
    "The caretaker won't open the gate if you don't call first; call 076 123456 before you come.",
    "Pay the deposit at signing and you can move in the same day.",
    "Hand the keys to the caretaker when you leave.",
    "Plot is 50m by 30m, price 40 million, papers ready; come and see it.",
    "You can pay 1m at signing and the rest in January, after you move in.",
  ],
};

// Look-alike letters (common/lookalike-letters.ts): a reader sees "viewing fее" whatever alphabet its е's come from,
// and a zero-width space inside a word shows nothing; the check reads the text as the reader sees it.
export const CYRILLIC_E = '\u0435';
const ZWSP = '\u200b';
export const LOOKALIKE_ASKS: [string, string][] = [
  ['Cyrillic е in "fee before"', `Send Le 500 by Orange Money for the viewing f${CYRILLIC_E}${CYRILLIC_E} b${CYRILLIC_E}fore I show you`],
  ['Cyrillic Т, О, о and а in the verb, the channel and the home', '\u0422ransfer Le 200 to my \u041erange M\u043eney first, then I sh\u043ew y\u043eu the fl\u0430t.'],
  ['Greek ο and α in "deposit" and "pay"', 'P\u03b1y the dep\u03bfsit on AfriMoney bef\u03bfre we go see the h\u03bfuse.'],
  ['a zero-width space inside every key word', `Pay the vie${ZWSP}wing f${ZWSP}ee be${ZWSP}fore we meet.`],
  ['a soft hyphen inside "viewing"', 'Pay the vie\u00adwing fee on Orange Money.'],
  ['a fee named alone, its "fee" in Cyrillic', `Viewing f${CYRILLIC_E}${CYRILLIC_E} Le 100.`],
  ['a Cyrillic о in "inspection"', `Inspecti\u043en f${CYRILLIC_E}${CYRILLIC_E}: 150k.`],
  ['a Cyrillic а in "registration"', `Registr\u0430tion f${CYRILLIC_E}e of Le 150 applies to all clients.`],
  ['a zero-width joiner in Krio', 'Pe 100k pan me OM b4 we go lu\u200dk am.'],
  ['fullwidth letters', '\uff56\uff49\uff45\uff57\uff49\uff4e\uff47 \uff46\uff45\uff45 Le 100, pay before we go.'],
  ['mathematical bold letters', '\ud835\udc29\ud835\udc1a\ud835\udc32 \ud835\udc1f\ud835\udc22\ud835\udc2b\ud835\udc2c\ud835\udc2d, then I show you the house. Le 150 on OM.'],
];

export const LOOKALIKE_HONEST: [string, string][] = [
  ['"no viewing fee" with Cyrillic е\'s', `No vi${CYRILLIC_E}wing f${CYRILLIC_E}${CYRILLIC_E}, rent after signing.`],
  ['a warning with a zero-width space', `B${ZWSP}eware of anyone asking for money before viewing.`],
  ['a Russian-speaking hunter\'s question beside the rent', 'Квартира свободна? Rent Le 3,000 per month, paid at signing.'],
  ['fullwidth "nothing to pay before viewing"', '\uff4e\uff4f\uff54\uff48\uff49\uff4e\uff47 to pay before viewing; deposit at signing.'],
];

// Fifth round (issue 30, item 1): classes of chat phrasing written for this test, not read from the corpus.
export const ASKS_FIFTH_ROUND: Record<string, string[]> = {
  "money handed back after the viewing is paid before it (a 'security' or 'guarantee' for the key, refunded once seen)": [
    "Key dey with me. I no fit release am without security of Le 300 on Afrimoney, you go get am back when you bring the key after you see the house.",
    "Send 200k as security for the key; it will be refunded once you have viewed the flat.",
    "A refundable deposit of $50 by Sendwave, and you get your money back after you view the apartment.",
    "Pay Le 400 caution money on QMoney, I give you back the money when you finish seeing the land.",
    "Transfer 100k to my Orange line as a guarantee, it is returned to you once you have inspected the house.",
    "The caretaker will hold 150k from you for the keys and give it back after you look at the rooms, send it to 076 123 456.",
  ],
  "voice-note transcripts: ellipses for pauses, words said twice, sums in words ('one hundred', 'two bags')": [
    "[voice note] hello... yes... you go send di... di two hundred pan di Orange... den we go... we go see di land.",
    "voice message: ok my sister... so you go push... push fifty on my AM... then tomorrow I go show you the room.",
    "[audio 0:31] eh... the viewing... the viewing fee na... na one hundred... send am pan Afrimoney.",
    "hello... send the transport... the transport money, fifty, on my Orange... then we go see the flat Saturday",
    "[voice note 1:02] so... so the form... you go buy the form first... two bags... before we go look the house.",
  ],
  "'push' a sum, 'AM' for Africell Money, the watchman or caretaker who unlocks once paid": [
    "If you fit push 50 on my AM now, I go beg the watchman make e open for us.",
    "Push 100k to my Orange Money, then the caretaker will unlock the gate for you.",
    "abeg push 30k pan me AM so the gateman can let us in.",
    "Watchman say people dey come look for free, so push 20 on my Afrimoney make he unlock the house.",
    "The watchman wants Le 50 before he unlocks, send it via AM.",
  ],
  "the speaker's own way paid beside an order to the reader: still an ask": [
    "I will pay the caretaker myself, you just send me 50k for transport before we go.",
    "I go take keke on my own, but make you send the 100k viewing money first.",
  ],
  "a sum that books or blocks, 'before anybody else pays'": [
    "Le 200 books your viewing slot, pay on OM.",
    "100k blocks the flat for you till Saturday, send it on Afrimoney.",
    "Before anybody else pays, send Le 500 to hold the flat, then we go see it.",
    "Pay Le 300 for the search, then I take you round the houses.",
  ],
  "reassurance or a reminder before the order ('don't worry, send it', 'don't forget to drop the transport')": [
    "Don't worry, send 100k first then I show you the house.",
    "Don't forget to drop the 50k transport on my Orange before I come.",
    "No wahala, no mind the rain, just send the form money and we go see the land tomorrow.",
    "Don't be afraid, pay the Le 200 viewing fee on QMoney and I'll fix the time.",
  ],
  "the rent and the keys with no viewing at all": [
    "Send the first year by Orange Money and I will bring the keys to your hotel.",
    "Transfer the 6 months rent via WorldRemit, my driver will drop the keys at your place.",
  ],
  "the agent's trip bought with the money ('I need 60k to fuel my car and come show you')": [
    "I need 60k to fuel my car and come show you the land at Waterloo, send via afrimoney",
    "Send 40k on OM to buy fuel and come pick you for the viewing.",
    "I want 30k for okada and go show you the shop, drop am on my Orange.",
  ],
  "the man at the gate paid or you stay out ('give the security man 25k, otherwise he no go let you in')": [
    "You go give the security man 25k when you reach gate, otherwise he no go let you in",
    "Bring 20k for the guard, if not he won't let us in the compound.",
    "Hand the gateman 10k when you reach, else he will not let you through.",
  ],
  "'if you pay today, I'll cancel the others and show you first'": [
    "I have 3 other people coming to see it tomorrow. If you send the deposit today, I'll cancel them and show you first.",
    "If you pay the 100k now I will call the landlord and take you there tomorrow.",
  ],
  "Krio 'wey' (who): the money for the boy who will show you": [
    "ok wetin you go do na to send di 50 for di boy wey go show you di house",
    "Pay 30k pan my OM for the caretaker wey go open the gate for you.",
  ],
  "a sum said first, then the access it buys ('100k and I'll take you to see five houses')": [
    "100k and I'll take you to see 5 houses today",
    "Na 50k and I go show you all the flats for Lumley.",
    "Only 30k then I take you round the land.",
  ],
  "keys sent on a bus or with a driver once paid, no viewing named": [
    "The key is with the landlord in Bo, he will send it by bus if you pay the transport and first month on Orange Money.",
    "Keys dey with my brother for Makeni, pay the 6 months rent on OM and he go put dem for poda poda.",
  ],
  "'you can view after paying', 'you go see am once you send'": [
    "You can view after paying 100k. Pay to 088 123 456.",
    "You fit see am only after you pay the 50k form.",
    "You will see the house once you send the transport, 40k on Afrimoney.",
  ],
  "the one who opens 'insists on' or 'demands' a sum first": [
    "Sorry for the delay. The caretaker insists on 30k before opening. I am sending you his number, pay him direct.",
    "The watchman demands 20k before he opens the gate, send it on OM.",
  ],
  "Krio and text-speak spellings (shoing, giv, nw, afrimoni), a sum and its channel on a line of their own": [
    "Wetin a wan tel yu na dis: no moni, no shoing. 100k pan OM.",
    "ok nw. Pls do d needful 50k den I giv u d address",
    "di caretaker nor de open fo free oo. 20k pan me afrimoni.",
    "We no de show house free. 50k via Afrimoney.",
  ],
  "access sold under other names: a charge named after the viewing, priority or a place in the queue, a package, the gate key, someone's time": [
    "For priority viewing (before other clients) the charge is 100k. Pay via merchant code 5544.",
    "We have a queue of 12 people. Jump the queue for 75k and I show you first tomorrow.",
    "VIP viewing package: 150k, includes transport and a guided tour of 4 properties.",
    "The gate key costs 40k; the watchman will not open until he gets it.",
    "It's only 30k for the boy's time, he'll show you inside.",
    "For the inspection of the land, the fee is NLe 200, Orange Money only.",
  ],
  "proof of payment as the ticket in, 'proof of funds' refunded after the viewing": [
    "Kindly deposit 200k in our Rokel bank account and bring the slip when you come for inspection.",
    "Send 50k on OM and show me the screenshot at the gate for the viewing.",
    "Landlord requires proof of funds: send 500k to his number, he refunds after the viewing.",
  ],
  "chat lines: a sum, a channel's line, then what follows; 'send it and I'll be there'; shown 'for a fee', paid at the door; a slot confirmed with a sum": [
    "Hi\nYes available\n150k\nOrange money 076 111 222\nThen we go",
    "Hello\nAvailable\n100k\nAfrimoney 077 222 333\nAfter that I send location",
    "Ok sir. Just to let you know, my transport is 60k. You can send it on my afrimoney 030 123 456 and I'll be there by 10.",
    "Yes, available. The caretaker will show you for a fee of 40k which you pay on arrival or send before.",
    "I can carry you round for 50k, send it on OM.",
    "Viewing is Saturday but you have to confirm with 100k by Friday, otherwise we give your slot to someone else.",
  ],
  "a fee that 'applies to all viewings'; 'wanna see it?' answered with a sum": [
    "Please note a mandatory Le 100 fee applies to all viewings.",
    "A compulsory charge of NLe 50 is payable before every inspection.",
    "Wanna see it? 25k on OM and it's done.",
    "Wanna view am? 30k pan me Afrimoney, den we go.",
  ],
};

export const HONEST_FIFTH_ROUND: Record<string, string[]> = {
  "money back at the end of a lease, keys returned, a deposit refunded after the move-out inspection": [
    "The security deposit is refunded when you move out, after the final inspection.",
    "Deposit refundable at the end of the lease, after we inspect the flat together.",
    "You will get your deposit back after the inspection when you move out.",
    "I returned the keys to the caretaker after we viewed the house.",
    "The landlord gave me my deposit back after he inspected the flat when I left, no wahala.",
  ],
  "voice-note transcripts of honest lets, metres and bags of cement in words": [
    "[voice note] hello... yes the house... the house dey, two bedroom... come see am Saturday... rent na three thousand a month, you go pay after you sign.",
    "hello... walk one hundred metres past the mosque... then I go show you the house Saturday.",
    "[voice note] I bought two bags of cement... the builder will come tomorrow... we go see how far.",
    "ok... I go send... send you the location... then you come see the flat.",
    "voice message: the landlord na one hundred percent serious... he go show you the house himself, you pay rent after signing.",
  ],
  "'push' the gate, 'AM' the time, a watchman who opens for nothing": [
    "Come on Saturday 10 AM, the watchman will unlock the gate and show you round.",
    "Push the gate hard, it sticks; the caretaker lives in the boys quarters.",
    "Meet me at 9 AM by the junction, I will take you to see the flat.",
    "Rent is Le 3,000 a month, payable on my AM or Orange Money after you sign.",
    "Watchman say people dey come look every day, e no mind, e go open for you Saturday.",
  ],
  "the speaker pays his own way: own fare, own lawyer, Krio 'I don pay'": [
    "No need to come for me, I go take okada and pay for myself. Just send the location.",
    "I paid my own lawyer for the search at Lands; I'm ready to pay you for the plot at his office.",
    "We don pay the surveyor ourselves, the beacons are fine. Now we ready to pay the balance at signing.",
    "Don't worry about my transport, I'll cover it myself.",
    "I go come with my own taxi and pay the fare myself, see you Saturday at the house.",
    "I don send the lawyer his fee for the search report, he says the title is clean.",
  ],
  "a block's utility bills, 'before anybody pays', a block of flats priced": [
    "EDSA bill Le 600 for the whole block this month; landlord says check the meter before anybody pays.",
    "The Guma water bill is 200k for the block, we share it after the landlord checks the reading.",
    "Le 5,000 a year for the whole block, shops below and flats above.",
    "Le 80,000 per plot, the block is fenced, come and see it any day.",
    "The search at the Ministry of Lands costs Le 500, paid by the buyer to his own lawyer.",
  ],
  "reassurance beside a denial, keys brought once the home was seen": [
    "Don't worry, you don't pay anything before viewing.",
    "Don't mind what people say online, we never take money before you see the house.",
    "Don't forget to bring your ID; nothing to pay.",
    "Thanks for coming yesterday. The rent is 4,000 a year, you can send it by Orange Money when you're ready and I'll bring the keys.",
    "You saw the flat on Saturday. Pay the first year at the lawyer's office and I will drop the keys at your place.",
  ],
  "keys brought to the reader at signing, to view, or handed back": [
    "Pay the rent at the lawyer's office on Monday and my son will bring the keys to you there.",
    "I will drop the keys at your place tomorrow so you can see the flat yourself, no payment before.",
    "Rent Le 3,000 a month. My driver will bring the keys to you when you come to sign.",
    "Please bring the keys to the caretaker when you move out; the deposit comes back by Orange Money.",
  ],
  "the agent's own trip, the guard who wants a name, a sum that is the rent": [
    "I will fuel my car and come show you the land on Saturday.",
    "Rent is Le 4,000 a year; I'll buy fuel and come show you round tomorrow.",
    "Let me finish work and come show you the house at 5.",
    "Tell the security man my name, otherwise he won't let you in.",
    "Show your ID to the guard, otherwise he will not let you in.",
    "If you pay the deposit at signing, I will clean the flat and give you the keys.",
    "If you send me your ID, I'll call the landlord and show you the house tomorrow.",
    "The boy wey go show you the house na my brother, he no de take money.",
    "Di house wey you see na Le 3,000 a month, pay at signing.",
    "Le 3,000 per month and I'll show you the flat any day.",
    "Rent is 100k a month and I will show you the room tomorrow.",
  ],
  "keys on a bus for a viewing or at signing, moving in after paying at signing": [
    "The keys are with the landlord in Bo; he comes by bus on Friday to show you the house.",
    "The landlord will send the keys by the driver when you sign at the lawyer's on Monday.",
    "You can move in after paying the first year at signing.",
    "You can view it any time, and pay only after you sign.",
  ],
  "'insists on' the home's terms or an ID": [
    "The landlord insists on 2 years rent, paid at signing after you view.",
    "The caretaker insists on seeing your ID before opening the gate.",
  ],
  "Krio 'for lawyer office' (at), a sum and its channel after the terms, a caretaker who opens free": [
    "Na 5 million for di plot, we go see am Saturday, you pay for lawyer office.",
    "You pay the rent after signing. 3,000 on Orange Money.",
    "Di caretaker de open fo free, nobody go ask you money.",
  ],
  "the same words in honest terms: agent and service charges after signing, a queue that signs, a spare key, receipts at signing": [
    "Viewing any day; the agent fee is 10% of the first year, paid at signing.",
    "Viewing on Saturday. The service charge is Le 300 per month.",
    "There's a queue of people wanting it; the first to sign at the lawyer's gets it, rent 5,000 a year.",
    "Priority viewing for people who call early, free of charge.",
    "A spare key costs 40k to cut at the market; you pay the locksmith yourself.",
    "Bring the receipt of the rent you paid at signing when you come to collect the keys.",
    "The landlord may ask for a bank statement as proof of funds at signing.",
    "I gave the driver 20k for his fuel after he took me round, it was my own choice.",
  ],
  "the same lines with the home's price, a location sent, shown for free or by the night, a slot confirmed by message": [
    "Price 500m\nOrange money 076 111 222\nThen we go see the land",
    "Rent 3,000 a month\nOrange money 076 111 222\nThen we sign at the lawyer",
    "Send me the location on WhatsApp and I'll be there by 10.",
    "I'll show you round for free, the rent is 3000 a month.",
    "Please confirm with a message by Friday, otherwise we give the slot to someone else.",
    "Guest house: we show you the room for Le 800 per night, pay on arrival.",
  ],
  "the wish to see answered with the rent, no fee applying, an agent fee at signing": [
    "Wanna see it? 3000 a month, payable on OM after signing.",
    "Want to see it? Come Saturday; no fee applies to viewings.",
    "The agent fee applies to all lets and is paid at signing.",
  ],
};

// Sixth round (issue 30, item 1): the classes of the tuning half's misses among af-651..af-730, in other words.
export const ASKS_SIXTH_ROUND: Record<string, string[]> = {
  "paperwork for a let sold before the viewing, the paper brought 'when we view' (tenancy stamping, council registration, stamp duty)": [
    'The agreement must be stamped before any viewing. Stamp duty is handled by me, 300k, send it on Orange Money and I will bring the stamped copy when we meet.',
    'Before I show you the room, the council registration must be done. It is Le 250, transfer to my AfriMoney and I will bring the receipt when we view.',
    'Di tenancy paper fo stamp bifo we go si di os. Na 300k, sen am pan OM en I go bring di stamped paper wen we de go luk.',
    'Registration with the city council comes first. Pay NLe 200 by QMoney and the agent will hand you the council slip at the inspection.',
    'Send Le 400 via Orange Money for the stamping and I will bring the stamped agreement when we go see the flat.',
  ],
  "a paper the agent 'can do for you for Le 350' (police clearance, gate pass, site plan copy, hostel registration) required before the viewing": [
    "Every visitor needs a gate pass before we can enter the estate. I can get one for you for 150k. Send it on Orange Money.",
    "You need a copy of the survey plan before the site visit. I can arrange it for you at Le 200, pay by QMoney.",
    "All tenants need police clearance before inspection. I fit do am fo you fo 200k. Sen am pan OM.",
    "Before we enter the estate you need a gate pass. I will get it for you for Le 150, pay on AfriMoney and I meet you at the gate.",
    "The landlord wants a copy of the site plan before any site visit. I can sort it out for you for $40. WorldRemit is fine.",
    "Before viewing every student must be registered at the hostel office. I can process it for you at NLe 150, send by QMoney.",
  ],
  "airtime asked as 'top me up 100 on Africell' (Nigerian Pidgin, Krio, English) to call the landlord or open, then the viewing": [
    "Abeg top me up 50 on Africell make I call the landlord, then I go carry you go see the room.",
    "Please top me up 50 on my Africell so I can call the caretaker to open for you.",
    "Top me up 30 on Orange make I call landlord, then we go see the hostel.",
    "My credit don finish. Top me up 20k on Qcell and I go call the owner make we go see the shop.",
    "Biko, credit me up 100 on my Africell, I need to call the hostel manager before I take you there.",
  ],
  "the first to pay, the one who wants to see, or a warning followed by the agent's own fee": [
    "Whoever wants to pay first gets the room, 100k on OM.",
    "Anyone asking to see the house must pay 50k first.",
    "Anybody wanting to view pays the 100k form first on OM.",
    "People who pay first get the viewing first, it is not a long list. Send 50k.",
    "Anyone asking you to pay before viewing is not from us. But our registration form is 50k, send it on OM before we go see the flat.",
  ],
  "money sent now with the keys promised for the arrival, or a sum at the door without which the caretaker will not give the keys": [
    "Send the 900 on Orange Money now and when you arrive I hand you the keys.",
    "Transfer NLe 500 via AfriMoney before the 12th and I give you the keys when you arrive.",
    "Pay 200k first on OM, then when you arrive on Friday I hand you the keys.",
    "Pay half now by QMoney and the rest when you arrive, then I give you the keys.",
    "You pay the caretaker 50k when you arrive, otherwise he will not give you the keys to see the room.",
    "Pay di caretaker 30k wen you reach, if not e no go gi you di key fo si di room.",
  ],
  "a conditional threat: 'if you don't send the 100k today, I give the slot to another person' (English, Krio)": [
    "If you don't send the 100k today, I will give the viewing slot to another person.",
    "If you no pay di 50k tumara, I go gi di room to another student.",
    "If you fail to transfer the booking fee by 5pm, you lose the slot.",
  ],
  "a bank draft or banker's draft as the channel, brought or sent before the viewing": [
    "Bring a bank draft of Le 5,000 to my office first, then we go see the office space.",
    "A banker's draft of NLe 2,000 must reach me before I can take you to the warehouse.",
  ],
  "the ask as a suggestion: 'why not send the inspection fee now?', 'won't you just send the 50k transport?'": [
    "Why not send the inspection fee now, so you don't have to wait on Saturday?",
    "Why not send the inspection fee now?",
    "Why not send the inspection fee now, so you can skip the queue on Saturday?",
    "Won't you just send the 50k transport so I come show you the room?",
    "Why don't you pay the booking now on OM, then we go see it Saturday?",
  ],
  "the new settings in other words: hostels near FBC, Njala and UNIMAK, short-lets, offices and shops, Liberian English, Pidgin, gift cards, USDT, Skrill, PayPal, a fake platform fee, an ask in small talk or as the hunter's benefit": [
    "Hostel near FBC: bed space NLe 2,500 per semester. To hold a bed for you before you come and inspect, send 200 on OM.",
    "Njala hostel rooms going fast. Pay the NLe 150 booking on AfriMoney and I will show you the room when you come.",
    "UNIMAK students: reserve your bed space with 100k before viewing, Orange Money only.",
    "The short-let is NLe 600 a night. Pay the first night by Skrill before I send you the address.",
    "Apartment for short stay, to confirm your dates send $50 by PayPal, then I give you the location.",
    "Buy a $100 Apple gift card and send me the code, then I will arrange the viewing.",
    "Send 50 USDT to this wallet to book the viewing.",
    "Send the 300 through WorldRemit, once I receive it I will show you the shop.",
    "Bring a bank draft of Le 5,000 to my office first, then we go see the office space.",
    "This is Salone Homes verification team. To verify your account before the viewing, pay the NLe 100 platform fee on Orange Money.",
    "Salone Homes charges a platform fee of NLe 50 for every viewing. Send it to 076 123 456.",
    "Wouldn't it be better to send the 100k now so we can go see it tomorrow?",
    "Can you send the transport 50k so I can come and show you the house?",
    "It is for your own good: pay the 200k inspection now and you will be the first to see it.",
    "If you don't send the 100k today, I will give the viewing slot to another person.",
    "How is your family? Hope all is well. The rain has been heavy. Send the 100k on OM before we go see the flat. Greet your mum.",
    "Goodwill for the shop is Le 20,000; pay it before I take you to see the shop.",
    "Letter of intent costs 500k, pay it by OM and we go see the office on Monday.",
    "My man, da house fine. Just send the 50 on Orange money and I carry you there tomorrow.",
    "Oga, abeg send 20k for my transport make I come show you the place.",
    "Di room for the hostel, you pay 100k for inspection first before we show you.",
    "Da house fine oh. You will send the 50 on Orange money, then I will carry you dere tomorrow, ya hear?",
    "My people, I beg you send the small thing for the caretaker, then we can go look at the place.",
    "The office space is available. For the letter of intent we charge NLe 300, payable before inspection.",
    "Would you be able to send the 75k commitment today so I can book the viewing for Saturday?",
    "Why not send the inspection fee now, so you don't have to wait on Saturday?",
    "To save you time, pay the 100k now and I send you the video and the address, then you go see it yourself.",
    "For your own safety, the verification fee of NLe 80 is paid on OM before every viewing.",
    "Hi dear, how was church? The flat is still there. Just send the 60k for the caretaker on Orange and we go see it after service.",
    "Salone Homes policy: hunters must pay the NLe 50 listing access fee before any viewing. Send to 077 222 333.",
    "The platform fee is paid by every hunter before viewing: NLe 40 on AfriMoney.",
    "Send me a $25 iTunes card and I will arrange the viewing.",
    "Pay 30 USDT (TRC20) and I will send you the location.",
    "Skrill me $40 for the booking and we see the apartment Monday.",
    "Na the same for all the students: 100k booking before we show you the hostel room.",
    "Hostel bed space, inspection fee NLe 50 before we open the room for you.",
  ],
  "an impostor's 'Salone Homes' fee, or a fee sent outside the app after booking in it": [
    "Pay the NLe 100 verification fee through Salone Homes agent number 076 123 456 before the viewing.",
    "Book in the app, then send the 50k viewing fee on Orange Money before we go.",
    "Salone Homes team: pay the platform fee on AfriMoney to unlock the address.",
  ],
};

export const HONEST_SIXTH_ROUND: Record<string, string[]> = {
  'paperwork paid after signing or by the landlord, a paper brought to a viewing with the money after it': [
    'You pay the stamping at the court yourself after we sign the tenancy agreement.',
    'The tenancy agreement is stamped at the court after signing; stamp duty is Le 300, paid by the landlord.',
    'Rent is 3000 a month, you pay it by OM after you view, and I will bring the agreement when we meet.',
    'I will bring a copy of the agreement when we view so you can read it; you pay nothing until you sign.',
  ],
  "a service to the reader priced after the viewing, the signing or the move, or a paper got free": [
    "If you like the flat after viewing, I can get the agreement drafted for you for Le 300 at the lawyer's.",
    "I can get a carpenter to fix the door for you for Le 300 once you move in.",
    "Police clearance: you get it yourself at the station for free, nothing to pay me. We view on Saturday.",
    "Viewing is free on Saturday. After you sign, I can arrange the EDSA meter transfer for you for Le 200.",
    "Come and see the shop first. If you take it, I can do the signboard for you for Le 500.",
  ],
  "the speaker's own top-up, a network's number or office named, the rent paid on a network's money after viewing": [
    "Top me up? No, I will buy my own credit, see you at the shop on Saturday.",
    "My Africell number is 077 123 456, call me to arrange a viewing; no fee.",
    "I will top up my phone and call the landlord, then we go see the room on Friday.",
    "My credit finished, I will call you back on Africell when I top up myself.",
    "The shop is beside the Africell office at Dove Cut; come and see it on Monday, rent 2000 a year.",
    "Pay the rent on my Africell number after you see the room and sign.",
  ],
  "the asker disowned: 'anybody asking you to pay first is not from this office' (capitals, Krio, other words)": [
    "PLEASE NOTE: NO MONEY BEFORE VIEWING. ANYBODY ASKING YOU TO PAY FIRST IS NOT FROM THIS OFFICE.",
    "Anyone asking you to send money before a viewing is not our agent.",
    "Somebody wey de ask you fo pay fos no be we pipul.",
    "Whoever asks you for a viewing fee is not from Salone Homes.",
    "Any agent asking you for transport money before viewing, ignore and block him.",
    "Anybody who tells you to pay first is a thief, do not send anything.",
    "Someone demanding a deposit before the viewing is not working for the landlord.",
  ],
  "a short let paid in person on arrival or check-in, the keys handed then (after a video call or a chat, English and Krio)": [
    "Great chatting on the video call. As agreed, you pay the NLe 900 when you arrive on the 12th and I hand you the keys. No advance needed.",
    "You pay the 600 when you arrive on Friday and I give you the keys. Nothing before.",
    "Pay me cash when you check in and I hand you the keys at the gate.",
    "Nice talking on the phone. You pay Le 1,500 for the week when you get here and collect the keys from me.",
    "When you arrive you pay for the nights you stay, cash or Orange Money, and the keys are yours.",
    "Di guest house: you pay wen you arrive, NLe 400 a night, I give you di key.",
    "Do not give the caretaker any money; if he will not open, call me and I will come.",
  ],
  "'if you don't pay' with nothing lost, a lease's own terms": [
    "If you don't pay anything before viewing, you lose nothing: we never charge.",
    "If you don't want the flat after viewing, no problem, you pay nothing.",
    "If you don't pay the rent on time after moving in, the landlord can cancel the lease, as the agreement says.",
  ],
  "a bank draft or a certified cheque at signing": [
    "The rent can be paid by bank draft at the lawyer's office when we sign.",
    "Pay the goodwill by certified cheque at signing, after you have seen the shop.",
  ],
  "'why not' and 'can't you' that put the money after the viewing or ask for no money": [
    "Why not pay after the viewing? We never charge anything before.",
    "Why not send me your ID and we fix the viewing for Saturday, free?",
    "Can't you just pay the rent at the lawyer's after signing?",
    "Why not come and see it first, then decide?",
  ],
  "the new settings' honest texts: check-in after inspection, in-app booking, rent in advance after seeing, bills after moving in, ID with no money, impostor denials": [
    "Hostel near FBC: come and inspect the room first; you pay the NLe 2,500 at check-in.",
    "Short-let: book and pay in the app; you get the address after booking through Salone Homes.",
    "We talked on the video call and you liked the flat. You pay at check-in, cash or OM.",
    "Rent in advance: since you have seen the flat and liked it, you can pay six months in advance if you want.",
    "Council rates and Guma bills are paid by the tenant after moving in.",
    "EDSA and service charge are paid monthly after you move in.",
    "Please send a copy of your ID, no money needed.",
    "Salone Homes never asks for a platform fee. Anyone who does is an impostor.",
    "Salone Homes does not charge any verification fee; report any such request.",
    "The goodwill for the shop is paid at signing at the lawyer's office, after you see it.",
    "I can pay by PayPal after the viewing if that works for you.",
    "Gift cards are not accepted; rent is paid after viewing, at the lawyer's.",
    "Inspection is free for students; the semester fee is paid at the hostel office after you see the room.",
    "Would you like to see it tomorrow? No fee, just come at 10.",
    "Hope your family is fine. Viewing is Saturday at 10, there is no charge.",
    "Da house fine oh. Come see it tomorrow, you will pay the rent when you satisfy.",
    "Would you be able to come on Saturday? Viewing is free.",
    "Hi dear, how was church? The flat is still there, we can go see it after service, no charge.",
    "The hostel office takes the semester fee after you inspect the room; we don't collect anything before.",
    "I pay my rent by Skrill from abroad every year after my brother inspects the house.",
    "USDT is not accepted; the rent is paid in leones at the lawyer's office after viewing.",
    "Salone Homes is free for hunters: there is no platform fee and no verification fee.",
    "Please do not pay any 'platform fee' to anyone; Salone Homes never charges hunters.",
    "The letter of intent is free; the goodwill is negotiated after you see the shop.",
    "My dear, you saw the room last week; the balance of NLe 2,000 can be sent on OM now.",
  ],
  "booked and paid in the app itself": [
    "You can book in the app and pay through Salone Homes; nothing is paid to me before you arrive.",
    "Book the dates in the app and pay inside the app, then I send the check-in details.",
    "Payment is made through the Salone Homes app at booking; I never take money directly.",
  ],
  "the new settings' honest look-alikes: check-in after a video call, the caretaker who takes nothing, stamping after signing, a threat to give the flat to another after signing": [
    "Thanks for the video call. The room is NLe 500 a night; you pay at check-in on the 3rd and I give you the key then.",
    "I am the caretaker; the landlord collects the rent himself after you view. I don't take money.",
    "You have seen the shop. If you want it, pay the goodwill of Le 20,000 at the lawyer's on Monday and collect the keys.",
    "Hostel: bed space NLe 2,500 per semester, paid at the office when you move in after inspection.",
    "The student hostel manager will show you the rooms on Saturday at 10. Bring your student ID; no payment that day.",
    "I saw the flat yesterday with your caretaker, thank you. I will pay the first six months after signing.",
    "Before you come, please call me so the gateman opens; there is nothing to pay.",
    "Send me your arrival time and I will meet you at the junction to show you the house.",
    "The agent's commission is paid by the landlord. Just come for the viewing on Friday.",
    "My brother will show you the house. Give him nothing, the landlord pays him.",
    "Short stay: NLe 700 a night, payable on arrival by cash or Orange Money. You can view the room before paying.",
    "Police clearance is something you do yourself at the police station, I don't charge for it. Come see the flat Saturday.",
    "The tenancy agreement is stamped at the court after we sign; the landlord pays the stamp duty.",
    "Guma water bill and EDSA top-up are paid by the tenant monthly after moving in.",
    "We don't charge a platform fee. Salone Homes is free to use for hunters.",
    "Kindly confirm the viewing for Saturday 10am by replying yes. No money needed.",
    "If you like the office after the viewing, we can sign the letter of intent and you pay the first quarter then.",
    "I will send you the address now so you can go and look from outside first.",
    "Pay the rent after signing at the lawyer. If you don't sign by Friday, the landlord may give it to another tenant.",
    "Ok I will bring the tenancy agreement when we view so you can read it first.",
    "Top up your own phone so you can call me when you reach the junction.",
  ],
};

// Seventh round (issue 30, item 1): the classes of the tuning misses af-739, af-759, af-775 and false flag af-796,
// and of the writer's list of new settings (a relative's bill taken off the rent, the elders' drink and the chief's
// shake hand before land is walked, processing before an inspection is scheduled). Written anew, not copied.
export const ASKS_SEVENTH_ROUND: Record<string, string[]> = {
  "a phone number read out digit by digit ('money zero seven six ...' is no 'money: zero')": [
    'The gateman collects one hundred leones before he opens for you, send it to my Africell money zero seven seven, one two three, four five six.',
    'Pay the booking to Orange money zero three zero, five five five, eight one two first, then I fix the viewing.',
    'Sen di fifty fo di keke pan orange money zero seven nine, two two one, three four five, den we go si di os.',
  ],
  "money that readies the home for the visit: 'so that when you come you can see it'": [
    'Pay the water tanker Le 300 on OM so when you reach, the taps are running.',
    'Make you buy di EDSA token 40 leones so wen you kam you go see di room wit light.',
    'Small appreciation for my time, NLe 100 on Africell, so when you come I take you round all three flats.',
    'Send 400 for the water tanker so the house is clean when you come to see it.',
  ],
  'mobile data bought for the one who shows the home on a video call': [
    "I'm in the US so my sister will show you on WhatsApp video. Send 2GB bundle to her line 077 445 223 and we start the video tour at 8.",
    'Buy my caretaker Africell data, Le 60, so he can do the video call from the flat.',
    'Mi brother no get data. Buy am 3gb pan orange, den we do di video call.',
  ],
  "money credited against the rent at the viewing: 'we take it off the rent when you see it'": [
    'My mother is in the hospital, please send Le 500 for her bill and we will take it off the rent when you see the house.',
    "Help me with my daughter's WASSCE fees, Le 400, it will be deducted from your rent after the viewing.",
    "My son's school fees are due, help with Le 600 and I will take it off your deposit when you view the flat.",
  ],
  "custom asked as money before land is walked: the elders' drink, kola, a shake hand, a sallah gift": [
    'The elders need their drink, Le 300, before they walk the land with you.',
    "The chief's people want their shake hand, Le 400, before they walk us round the plots.",
    'Sallah is coming, the landlord expects a gift of Le 300 before he shows anyone the house.',
  ],
  "the viewing booked once paid: 'and I will schedule your inspection'": [
    'Pay the processing of NLe 250 and I will schedule your inspection.',
    'Transfer the consultation, Le 300, and I will book your viewing for Saturday.',
    'Good morning ma, the rain in Wellington kept us indoors all week and the road is muddy but the flat stays dry. Kindly push me a small appreciation of one hundred leones so I can start arranging your viewing.',
    "Do the transfer of NLe 450 to my Vult account, then I text the caretaker's number.",
  ],
  "a sentence that opens on 'first' and orders a sum, the viewing named before it": [
    'The house at Hill Station is fine.\nViewing is Saturday.\nBut first the caretaker wants his Le 80, send it to 077 123 456.',
    'Ok, viewing na Sunday.\nFirst the gateman want him 50k, send am pan 076 443 221.',
  ],
  "the money for the trip sent 'before', with nothing after it (beforehand), and a meeting pass priced": [
    'Bring 60 for the okada when we go see the plot at Songo, but send it before so the rider can fill his tank.',
    'Di transport na 70k wen we go luk di os but pay am before abeg.',
    'We meet at the Bintumani hotel; the meeting pass is NLe 250, get it at the desk and I show you the flats after.',
  ],
};

export const HONEST_SEVENTH_ROUND: Record<string, string[]> = {
  'a number in words beside a denial, or a zero fee': [
    'Viewing fee: zero. Call me on zero seven six, one one two, three three four to fix a time.',
    'No money before the viewing. My Orange number is zero seven six, two two three, four four five, call me.',
  ],
  "'so that when you come' with no money, or after the move": [
    'After you move in, buy your own EDSA token so that when you come home at night there is light.',
    'Please call me the day before so that when you come the gateman is there; there is nothing to pay.',
    'The landlord pays the EDSA bill, so when you come for the viewing the lights will be on.',
    'I will send you the location so that when you come on Saturday you find the gate easily.',
    'Send your ID so that when you come we sign the agreement quickly; the rent is paid after the viewing.',
  ],
  "one's own data, and the home's terms beside a video call": [
    "I'll buy my own data and do the video call with you tonight, then you can decide whether to come.",
    'Rent is NLe 4,000 a month by Orange Money, and we can do the video call tonight.',
    "Buy data for yourself before the video call so it doesn't cut.",
    'My nephew will do the video call tomorrow; he has his own data, you pay nothing.',
    'Please buy your own data so that when we do the video call it does not cut.',
  ],
  "a scammer's words quoted in single quotes to disown them": [
    "Someone is texting people 'pay Le 200 registration first' with my flat's photos. It is not me; I never take money before a viewing.",
    'A fake agent keeps telling hunters ‘send the inspection fee on OM’. Ignore him, the viewing is free.',
    "He wrote 'transfer 100k before you see it'. That was not from me.",
    'Someone sent my tenant this: "pay Le 300 viewing fee to 077 000 111". That is a scammer, not me.',
    'My sister got this: "Le 250 booking fee on OM before viewing". Not from us, our viewings are free.',
  ],
  "'nothing before the viewing', and 'first' with no order for a sum": [
    "Agency fee is 10% of a year's rent, paid at the lawyer's office on signing, nothing before the viewing.",
    'The deposit is paid at signing; nothing is due before you see the place.',
    'First, let me know when you can come; the rent is 4000 a month by OM.',
    'First of all thank you for your interest. Send me your ID and we fix the viewing for Saturday.',
    'First time renting? Send me your questions, the viewing is free.',
  ],
  "'before' followed by what comes after it, or with no money": [
    "If you want to send the rent before that's fine, but only after you've seen the flat and signed.",
    'You pay the rent when we sign, not before.',
    "Pay before signing? No, never, you pay at the lawyer's after the viewing.",
    'Send me your ID before, so the landlord can prepare the agreement; no money until signing.',
    'The hotel gives a free meeting pass at the desk; we meet there and I show you the flats.',
  ],
  "thanks for showing me the home: a gift or a token sent after the viewing": [
    'Happy Sallah! I sent you a small gift of Le 200 on Orange Money, thanks for showing me the flat last week.',
    'Thanks for showing us the flat, I pushed a small token of Le 100 on Orange Money for your time.',
    'Thank you for showing me the shop; I sent the caretaker a little something, Le 50 on Afrimoney.',
    'Thank you for showing us the house yesterday. We will pay the deposit by Afrimoney after the lawyer prepares the lease.',
  ],
  'credits against the rent after signing or moving in, custom given in person, a viewing booked free': [
    'If you repaint the rooms yourself, keep the receipt and we deduct it from the rent after you move in.',
    'Any repairs you pay for after signing will be taken off the rent, send me the receipt on WhatsApp.',
    'The landlord will take Le 500 off the rent if you sign this week after seeing it.',
    'The caretaker will walk you round the land on Saturday, it is free, no money.',
    'We can walk the boundaries together on Sunday; you pay the surveyor yourself after you buy.',
    'The chief will receive the kola in person after we walk the land, you give it to him yourself.',
    'Thank you for the Christmas gift, Mr Kamara, the flat is ready for you to move in next month.',
    'Le 50 appreciation to the caretaker is up to you after the viewing, it is not required.',
    'The rent is Le 6,000 a month and I will schedule your viewing for Saturday.',
    'Call me and I will book your viewing for Friday at 10, there is no charge.',
    'Bar and restaurant for rent at Lumley, Le 12,000 a month, drinks licence included, call to view.',
  ],
};

// What a chat sends that is no money, and a scammer's words reported: "send it on WhatsApp" (a copy of an ID) beside
// a phone number, "someone texted me: send 200 ..." (written for the rule, issue 30). Beside them, orders of money
// that are not the home's, to a number, which stay asks.
export const ASKS_ORDERED_TO_A_NUMBER = [
  'Plenty people want am. Oya send am sharp sharp. Na 120, Orange 077 884 110.',
  'The place is still free. The gate pass is 45k, push it on my Orange 079 228 310, then we are good.',
  'If you fit drop 40 on my AM now, the watchman go open the place for you.',
  'The landlord is strict, he wants to know who is coming. Kindly pay it today. It is Le 180, AfriMoney 033 902 115.',
];
export const HONEST_NOT_SENT_OR_REPORTED = [
  'Please send it on WhatsApp, the copy of your ID. My number is 076 123 456.',
  'Kindly send them by email, the payslips, then we fix the viewing. 077 555 321 is my line.',
  'Someone texted me: send 200 on Orange to see the flat. Is that you? 076 555 321 is their number.',
  'A man messaged me, pay 100k on Afrimoney 033 555 111 for the key. Is he your caretaker?',
  'You can pay by Orange Money or bank transfer, whichever is easier for you. My number is 076 555 321.',
  'Good to meet you at the flat today. Please send the 150k for the agreement paper to 076 555 321.',
  'You pay nothing before the viewing. After you see it, send the deposit to 076 555 321.',
  'I will send you the 50k transport myself, my brother. Just tell me the number. 076 555 321?',
  'Do not send anybody money. Come and see it on Saturday; rent Le 3,000 a month, Orange Money 076 555 321 after you sign.',
];

// A "when" or an "after" in a clause of its own that names no payment says when something else happens, not when
// the money is paid (written for the rule, issue 30).
export const ASKS_AFTER_IN_ANOTHER_CLAUSE = [
  'Transfer 150k for the survey copy, I will hand it to you after the viewing on Saturday.',
  'Drop 80k on my Orange for the cleaning so the flat is fine when you see it on Sunday.',
  'Send 60k on Afrimoney for the boy, he will carry the keys and meet us when we view.',
];
export const HONEST_PAID_AFTER_IN_ITS_CLAUSE = [
  'Send the NLe 3,000 deposit after the viewing, I will bring the receipt when we sign.',
  'The rent is NLe 2,000 a year, you pay it when we sign, and the caretaker will show you round on Saturday.',
  'After you see the flat, send the deposit to my Orange Money and I will bring the agreement.',
  'Other tenants pay their rent by Orange Money, you can too after you sign.',
  'We can view on Saturday, and you pay the first year only when you are happy and we sign.',
];

// Krio as written down by sound, chat shorthand, names of the money and of ways to pay, from how people write
// rather than from the corpus (written for the lists, issue 30).
export const ASKS_WORDS_OF_THE_LISTS = [
  'Push 50 pan mi orinj, di gyetman wan si moni before e opin.',
  'Wetin you de wait for? Pipul dem don pay. Send 100 pan kyumoni naw.',
  'Pay the mobilisation 150k by bank transfer and we go see the plots tomorrow.',
  'The facilitation is Le 250 on Orange Money, then I take you to the landlord.',
  'Pay it at the POS agent near the market, 100k, then I send you the location.',
  'Send the caution money by Standard Chartered before the inspection.',
];
export const HONEST_WORDS_OF_THE_LISTS = [
  'Pay di rent pan mi orinj afta we sain di agriment.',
  'Wi go sain di kontrak wit di loya, den yu pe di balans. No moni bifo.',
  'Di viewing na fri. Yu go pe di rent afta yu sain.',
  'The security man will open the gate for you on Saturday, no money, no fee.',
  'You can pay the rent at any Orange Money agent after you sign the lease.',
  'It is wise to view first; we never collect money before the viewing.',
  'I paid the caution fee at the lawyer after signing, Le 500, receipt attached.',
];

// Eighth round (issue 30): mechanisms behind the tuning half's misses, in our own words. Each rule has asks that
// must flag and honest texts, said close to them, that must not.
export const EIGHTH_ROUND: Record<string, { asks: string[]; honest: string[] }> = {
  'access handed over, in the passive, once a named fee "is paid"': {
    asks: [
      'The street name stays private. It will be revealed to you after the confirmation fee of 90k is paid.',
      'For safety we do not post where the house is. It is sent to you when the holding fee of 120 NLe has been paid.',
    ],
    honest: [
      "Keys are handed over after the first year's rent is paid at signing.",
      "The receipt is given when the rent is paid at the lawyer's office.",
      'Guma supply is twice a week; the bill is shared with upstairs, about 40 NLe, you pay it when it comes.',
    ],
  },
  'Krio\'s future "go pay", "go sign" is no trip to the house': {
    asks: [
      'Send the 100k now, then we go sign and you go see the house.',
      'Pay 50k on Orange money and we go see the land tomorrow.',
    ],
    honest: [
      'Make you come see am first, if e sweet you, we go sign di paper and you go pay.',
      'Come and see the house first; if you like it we go sign, then you go pay the first year.',
    ],
  },
  'a hold "till you come see it" or a viewing "on arrival" says when the viewing is, not when the money is paid': {
    asks: [
      'I fit hold am for you till Sunday when you come see am, just drop 50k on my orange.',
      'Send 75k to reserve the room until Friday when you come to view it.',
      'Pay half the deposit now by Sendwave to secure it and view on arrival next month.',
    ],
    honest: [
      'I can hold the flat until Friday when you come to view it, no deposit needed.',
      'We keep it for you till you come see it, then you pay the rent after signing.',
      'View on arrival, and pay the rent only after you sign with the lawyer.',
    ],
  },
  'others "are paying today": pressure to pay now, not what neighbours pay in rent': {
    asks: ['Drop the 60k commitment on Afrimoney, other people de pay today.'],
    honest: [
      'The other tenants are paying 2500 a month for the same size, rent paid after signing.',
      'Other people are paying the rent monthly here, after signing.',
    ],
  },
  'a refund promised if the reader does not like it, the condition said first': {
    asks: [
      'Pay 200 for the inspection and if you are not satisfied I give you your money back.',
      'Pay the inspection 250 and if you don\'t like it we refund the same day.',
    ],
    honest: ['If you are not satisfied after moving in, we return the money at the end of the month; rent is paid at signing.'],
  },
  'the viewing itself as what is paid: "pay the inspection 250"': {
    asks: ['Pay the inspection 250 on orange money.', 'Send me the viewing 100k tonight.'],
    honest: [
      'You will not pay the viewing or anything else before signing.',
      'Nobody pays the inspection with us.',
      'We will pay the inspection team ourselves.',
    ],
  },
  'a mobile-money menu dialled (*144#, #144#) is a channel; "amount 300" a sum': {
    asks: [
      'Dial #144# choose 2, merchant 778899, amount 300, that is for the gate key before I meet you.',
      'Dial *161*1# and enter the merchant code 4411, amount 150, then I bring you the key.',
    ],
    honest: [
      'When you sign the lease, dial #144# and pay the rent to merchant 778899.',
      'To pay the water bill after you move in, dial *144*3# and enter amount 60.',
    ],
  },
  'a chat cut into short lines: the network and the number alone on their lines belong to the ask above': {
    asks: ['hi\nroom still free\ndrop 100\nafricell\n088 555 121\nthen I send the address'],
    honest: [
      'hi\nroom still free\nviewing is free\nqcell 033 555 121\ncall me to come see it',
      // "on orange money" names a channel once: its "money" is no second word for money asked
      'Price 500m on Orange money. Then we go see the land',
    ],
  },
  'the photos or the video of the home held back until paid, or kept for "serious clients"': {
    asks: [
      'Small 40 NLe on africell money and I share all 30 pics with you.',
      'I have 20 more pictures but they go only to serious clients: 30k on orange money and I send them all.',
      'For the full video tour send 50 NLe to my Afrimoney, then I forward it.',
    ],
    honest: [
      'I can send you more pictures and a video on WhatsApp, no charge. Rent is paid after signing.',
      'Rent is 3000 a month by Orange money, and I will send you the video too.',
      'Thanks for the video call yesterday. The rent is paid at signing, by Sendwave if you like.',
      'More photos for serious buyers on request. Rent 5000 a year by bank transfer after signing.',
    ],
  },
  'chat\'s "do the 250" is paying: access "after you do the 250"': {
    asks: ['Location pin comes after you do the 250 on my orange number.'],
    honest: ['The pin comes after you do the paperwork with the caretaker.'],
  },
  'the photos, the video or the address priced or unlocked for a sum': {
    asks: [
      'More photos of the bathroom and kitchen cost 40k, send on Afrimoney and I forward them.',
      'Unlock the full video tour for 50 NLe via Chipper Cash. Viewing booked after.',
      'The full video is 30k on orange money.',
    ],
    honest: [
      'The photos show the new kitchen that cost 4000 NLe to fit.',
      'Photos of the flat: rent is 3000 a month, paid after signing.',
      'I unlock the gate at 10 for the viewing.',
    ],
  },
  'a "token of 100" is a sum; "so he knows you are serious" a precondition': {
    asks: ['A small token of 100 so the landlord knows you are serious, then I give you the viewing time.'],
    honest: [
      'The landlord wants to know you are serious, so bring your ID and employer letter to the viewing.',
      'The deposit of 3000 is paid at signing with the first year.',
    ],
  },
  'registering "at the gate with 100 NLe": a sum a few words after the registering': {
    asks: ['Estate rule: every visitor registers at the gate with 100 NLe before anyone shows them a house.'],
    honest: ['Every visitor registers at the gate with an ID card before being shown a house.'],
  },
  'words quoted after "saying" are reported; a hold "without any deposit" or ending on "no deposit" asks nothing': {
    asks: [
      'Send 200 to unlock the address, then we go see it.',
      'I will keep the flat for you until Saturday with a 100k deposit on orange money.',
    ],
    honest: [
      "My aunt got a text saying 'send 200 to unlock the address'. That is not us, we never ask for money.",
      'I will keep the flat for you until Saturday, no deposit.',
      'We can hold it till Monday without any deposit.',
    ],
  },
  'street words for paying: "drop something small", and a sum after its name ("an appreciation of 200")': {
    asks: [
      'You know how it works, drop something small for the caretaker on 076 123 456 and we go.',
      'The landlord needs an appreciation of 200 before he releases the key for viewing.',
    ],
    honest: [
      'Please drop something off at the gate for the caretaker, like your ID copy, before the viewing.',
      'The payment of 3000 is made at signing, after you view the flat.',
    ],
  },
  'the reader\'s own question said back ("you asked if you should pay first") and answered': {
    asks: [
      'You asked whether you should pay before viewing. Yes, send 100k on OM now.',
      'You asked if I can show you today, I said send the transport money first.',
      'You asked if I can show you today, no problem, send the transport money first.',
    ],
    honest: [
      'You asked if you should send money first: no, never, come see it.',
      'You wanted to know whether to pay before the viewing. Not at all, the viewing is free.',
    ],
  },
  'a home let unseen: "no viewing needed" beside an order to pay': {
    asks: ["You can move in Saturday, just send the first month by Sendwave today; no viewing needed, I'm out of the country."],
    honest: ['You saw it last week, so no need to view it again. We sign on Monday and you pay the rent then.'],
  },
  'the speaker "already paid for you" and wants it back before the trip': {
    asks: ['I already paid the caretaker for you, 50k, just refund me on orange before we go.'],
    honest: ['I already paid the agent 200k before I saw the house and he disappeared. Is this listing real?'],
  },
  'a video call as the viewing of one who cannot come': {
    asks: ['Buy me 5GB Orange data so I can video call you from the house.'],
    honest: ['Buy your own data if you want; I can video call you from the house on WhatsApp for free.'],
  },
  'a sum wanted now or ordered, and the viewing still to come in that sentence or the next': {
    asks: [
      'Sorry to bother, my mum is sick. Can you send 200 now? I will show you the flat tomorrow.',
      'Many people want this flat. Send 500 now if you want it, viewing Saturday.',
      "I'm a pastor, I don't lie. Send the 200 and God will bless you, you will see the house Sunday.",
    ],
    honest: [
      'Send me your ID now, viewing on Saturday.',
      'I sent the transport money today, we will see the house tomorrow.',
      'Thanks, I have the 200 now. You will see the house on Sunday as agreed.',
      'I can reduce the price now if you want, viewing is on Saturday.',
    ],
  },
  'access refused "if you don\'t pay" / "unless you send", Krio "ki" for the key, "checking" for the inspection': {
    asks: [
      'Yu nor go si di ples if yu nor pe di fom moni.',
      'You will not get the address unless you send the 100k.',
      'Na 100k fo di ki, den yu go si di os.',
      'My guy, na 50k for checking, you go pay before we start.',
    ],
    honest: [
      "You won't see the difference unless you pay attention to the finishing.",
      "You can't get the keys until you sign the lease; rent is paid at signing.",
      'My guy, I no dey collect money for checking, just come.',
    ],
  },
  'a payment refused or declined is a denial; "if you refuse to pay" stays a threat': {
    asks: ['If you refuse to pay the 100k booking today, I give the flat to another client.'],
    honest: [
      'The landlord refused the offer to pay before seeing; he wants you to view first.',
      'He declined any money before the viewing, that is how he works.',
    ],
  },
  'viewing kept for "pre-qualified" or paying clients, and the qualification priced': {
    asks: [
      'Beach house, Lakka. Because of high demand, viewing is restricted to pre-qualified clients. Pre-qualification: NLe 250 via Afrimoney.',
      'Viewings are reserved for paying members. Membership is 100 NLe on Orange money.',
    ],
    honest: [
      'Viewing is open to registered users of the app. Rent 3000 a year payable via Orange money after signing.',
      'Qualification: three months payslips and a reference. Rent 4000 a year.',
    ],
  },
  'access after the money: "share the house location", the trip made "if the transport money reaches me"': {
    asks: [
      'Send the money by 6pm. After that I will share the house location with you.',
      'I will only come with the keys if the transport money reaches me before 10.',
      'I will send you the address if you pay the deposit today.',
    ],
    honest: [
      'After that I will share the house photos with you. Viewing is free.',
      'I will give you the keys if you pay the rent at signing.',
    ],
  },
  '"not for free" about repairs is no viewing sold': {
    asks: ['We no de show house for free, na 50k pan orange.'],
    honest: ["I can't come for free to do the repairs, the plumber charges 200. The landlord pays him."],
  },
  'a denial taken back by "but" and an ask; "I\'ll be at the house" after the money': {
    asks: [
      'The viewing is free but you must buy the tenancy form, 100k, before we go.',
      "Send me 50 now and I'll be at the house in one hour.",
    ],
    honest: [
      'The viewing is free but the rent is 3000 a year, paid by Orange money after signing.',
      'Viewing is free, but bring your ID and 2 photos.',
      "I'll be at the house in one hour, see you there.",
    ],
  },
};

// advance_fee: a bare sum handed over in person.
export const ASKS_BARE_SUM_IN_PERSON = [
  'You must give me 100 before I open the gate.',
  'Please give me 200 before I show you the place.',
  'Gi me 150 first, then I carry you go see the house.',
  'The caretaker says hand him 80 and he will open up for you.',
];
export const HONEST_BARE_SUM_IN_PERSON = [
  'Give me 30 minutes before I open the gate.',
  'Bring me 2 passport photos when we sign, nothing else.',
  'Give me 24 hours and I will show you the flat.',
  'He promised to give me 20 bags of cement for the repairs.',
];

// advance_fee: words disguised to slip past the check, and asks put as policy or euphemism.
export const ASKS_DISGUISED_WORDS = [
  'Sh0w-round f33 is NLe 80, p@y it to my 0range m0ney b4 Friday.',
  "The caretaker will not open the gate until the 'booking' NLe 60 is paid to his Orange Money.",
  'Kindly send the i n s p e c t i o n  f e e first, then I give you the address.',
  '💰 before 👀. 90 on 0M please.',
  'Send 2OO on my Orange Money and the caretaker will show you round.',
  'Abeg two fifty on my line, then we go see the shop at Dovecot.',
  'Sabi say the landlord only takes tenants who show seriousness. Show commitment with NLe 900 on his QMoney and he will kindly show you the flat.',
  'All site visits are prepaid. Charge: NLe 75 per plot, to our Africell Money 030 112 908.',
  'Transfer NLe 60 to 076 400 900 today. Unpaid bookings will not be honoured.',
  'Once you do the necessary on this number, my boy will open the gate for you.',
  'You fit do the afri thing now? Na 150 small. When e reflect I go call the watchman make we go see am.',
];
export const HONEST_DISGUISED_WORDS = [
  'Viewing is free 🚫💰. Rent is paid after signing ✅',
  'Email me at k0r0ma@gmail.com for the floor plan, viewing free any day.',
  'The meter is prepaid. Viewing appointments Monday to Friday, no charge.',
  'My brother is flying in from London on Friday. When e land, e go show you the house.',
  'We will do the necessary repairs before you move in; rent after signing.',
  'Meet me at two thirty by the Clock Tower and I will show you the room, nothing to pay today.',
  'Call me on my line to fix a viewing time. Rent NLe 2,000 a month, paid at signing.',
];

// advance_fee: the home held or paid for unseen, help asked as money, and threats on the money arriving.
export const ASKS_HELD_UNSEEN_HELP_THREATS = [
  'Viewing by appointment only. Appointment confirmation: NLe 80 to 076 300 200.',
  'We need 3 months rent as security before we give out the location.',
  'do you have 150 for my transport? then i go show you the shop',
  'I live in Canada now. My cousin keeps the keys. Pay the deposit to his account and he will hand over.',
  'Send the first month rent so I can keep the room for you till you come to see it on Sunday.',
  'Only 100 for the registration, the viewing itself is free.',
  'Pay the first year this week and the owner gives 5 % off. You can come and see the flat on the 20th.',
  'Kindly lend me 200 till Friday, you can take it off the rent. Otherwise I cannot move to show you the house.',
  'If the money no reach me before noon, forget the viewing, the slot goes to another client.',
  'I need a small assistance of NLe 100 to collect the keys before we can go inside.',
  'The elders want a contribution of NLe 300 before the land can be walked.',
  'As agreed, send the 200 on my Orange. Once it lands I will tell the caretaker to expect you.',
];
export const HONEST_HELD_UNSEEN_HELP_THREATS = [
  'Flash me when you get to the junction and I will come and show you the flat. No need to bring money.',
  'Abeg buzz me 50 for credit, I go pay you back tomorrow. Na to call my mother for Bo.',
  'You saw the flat on Monday. Pay the first year this week and you can collect the keys on Saturday.',
  'After the viewing, pay the deposit when you come to sign and I will keep it for you.',
  'My brother has the keys and will show you the house on Saturday; pay the rent at signing.',
  'Could you lend me your ladder till Monday? I will return it when I come to fix the gate.',
];

// advance_fee: an owner abroad in the region, a home held unseen in Krio, quoted texts and denials in Krio.
export const ASKS_OWNER_ABROAD_KRIO_QUOTED = [
  'I am working in Conakry for now. When the first month arrives by Sendwave I will dispatch the keys by EMS to you.',
  'Landlord se mek yu put af yia fo hol am, yu go si am wen yu kam from Bo. If yu nor put, i go go.',
  'Send half a year to hold the flat; you can view it when you arrive next month.',
];
export const HONEST_OWNER_ABROAD_KRIO_QUOTED = [
  'My sister got this message: "pay 200 for inspection first". Is that you?',
  'Caretaker na my brother, e go show you. No give am anything, no transport, no form money.',
  'I live in Accra but my cousin will show you the flat free on Saturday; rent after signing.',
];

export const ASKS_BOUGHT_ACCESS_BETTING_BEFOREHAND = [
  'Viewings are arranged only for holders of a registration receipt. The registration is NLe 250 payable to our Rokel Bank account.',
  'My orange get problem. Fund my Betway account 100, as e land a go send you the address.',
  'The caretaker fee is NLe 150, paid beforehand on Orange Money, then he opens the gate for you.',
];
export const HONEST_BOUGHT_ACCESS_BETTING_BEFOREHAND = [
  'Viewing is free. After you sign, keys are handed over only to holders of the signed agreement and the rent receipt.',
  'As he lands at Lungi on Friday he will show you the flat himself. No fee, rent paid at signing by bank transfer.',
  'I won small on Sportybet last week lol. Anyway the viewing is free, come Saturday, rent after signing.',
];

export const ASKS_BET_AND_BARE_ORDER = [
  'Make we bet: you stake 200 now pan my AfriMoney. If the Kissy flat is not like the pictures, I give you back 400. Deal? Send and I show you Saturday.',
  'The form is NLe 100 on Orange Money, refundable if you take the house. You agree? Ok pay then I take you there tomorrow.',
];
export const ASKS_BARE_SUM_ARRIVES = [
  'When the 200 reaches 076 412 330 the gateman will be told and he will be waiting for you at the Lumley flat.',
];
export const ASKS_DEVICE_DATA = [
  'Self viewing: the gate opens from our wifi router. Top up its Africell data bundle (NLe 200 to 077 123 456) and the gate code is sent to you to view the flat.',
];
export const HONEST_DEVICE_DATA = [
  'The flat has a wifi router; after you move in you top up its data bundle yourself each month. Viewing is free on Saturday.',
];
// Round 20: a "contribution" as the verb, and the land walk named as a noun ("before the plot walk").
export const ASKS_CONTRIBUTE_LAND_WALK = [
  'Plots at Tombo, NLe 30,000 each. A family case is in court; each buyer contributes NLe 400 court filing before the plot walk.',
  'Farm land at Mile 91 for lease. You pay NLe 250 for the chief before the land walk on Friday.',
];
export const HONEST_CONTRIBUTE_LAND_WALK = [
  'Plots at Tombo. The land walk is free every Saturday; buyers contribute NLe 400 to the road fund only after they buy.',
  'Each family contributed NLe 200 to the well last year. Come for the plot walk on Friday, nothing to pay.',
];
// Round 21: money asked of each viewer as such, a sum "sent" without "is" before the access it opens, and a chat's
// placeholders for deleted messages between the sum and what it buys.
export const ASKS_VIEWER_SENT_PLACEHOLDER = [
  'Hill road under repair: each viewer sends NLe 80 before the day so the agent settles the road boys and we pass.',
  'Owner allows viewing only after NLe 150 disturbance money sent through me.',
  'Viewing is NLe 50 per visitor, on Africell before you come.',
];
export const HONEST_VIEWER_SENT_PLACEHOLDER = [
  'Each viewer pays nothing. The road is fixed, come any day.',
  '[This message was deleted]\nsorry wrong chat. Viewing free on Saturday, rent after signing.',
  'You get the keys only after the first year rent money paid at the lawyer office, after you see the house.',
];
// Round 22: a visit, the noun, is an access as a viewing is: money sent before it is an ask, after it is not.
export const ASKS_SENT_BEFORE_THE_VISIT = [
  'The caretaker allows a visit only after NLe 150 goodwill money sent to his line.',
];
export const HONEST_SENT_AFTER_THE_VISIT = [
  'Thanks for the 300 on my Orange Money, the transport money you insisted on sending after Sunday\'s visit, you did not have to.',
  'The agent fee is paid only after the visit, and only if you take the flat.',
];
// Round 23: what other agents do, told as their practice; the hunter's own offer turned down ("thanks for offering, but
// no"); a state body named a commission.
export const ASKS_OTHERS_PRACTICE_OFFER_REFUSED = [
  'Many agents collect 500 but I only take NLe 200 for transport before I show you the house.',
  'Keep your money ready, send 200 first and I show you the house Saturday.',
  'Thanks for offering to send 300 to hold it, but I can only hold it after you pay 500.',
];
export const HONEST_OTHERS_PRACTICE_OFFER_REFUSED = [
  'Some landlords make tenants pay a lawyer before they even open the gate. This one does not: come Friday and see it.',
  'Thank you for offering to send 300 to hold it, but no. I will show you the flat Saturday.',
  'Please keep your money. Rent is paid at signing, after you have seen the room.',
  // A state body named a commission is no commission paid.
  'The freeze was lifted by the court; I have the order and you can take a copy to your lawyer. The Juba house (4 bed, $2,800/month) belonged to a minister and the Anti-Corruption Commission froze it.',
];
export const HONEST_BARE_SUM_ARRIVES = [
  'When the 15 of you reach the gate on Saturday, the guard will be informed and nobody pays anything.',
  'Once you have seen the flat and signed, when the rent reaches the landlord the caretaker will be told to hand you the keys.',
];
export const HONEST_BET_AND_BARE_ORDER = [
  'To book a viewing, copy this and send it back: "I confirm Saturday at 10". Then I send you the address. No booking fee.',
  'Fill the form and send it back to me after the viewing. Rent NLe 20,000 a year, paid at signing.',
  'You saw the flat on Saturday. The rent is NLe 18,000 for the year on Orange Money. Pay and I give you the keys at the lawyer\'s office.',
];

export const ASKS_NOBODY_NEEDS_SEE_FIRST = [
  'Everybody in this group needs to pay NLe 50 verification money before going for viewing.',
  'Refund me the 5 months, NLe 21,000, today on Orange Money. Then come and see it Wednesday.',
  'My friend said she paid 100 and got the keys, so you too send 100 first before I show you.',
];
export const HONEST_NOBODY_NEEDS_SEE_FIRST = [
  'Nobody in this group needs verification money or any payment to go for viewing.',
  'No one has to pay anything before the caretaker opens the gate on Saturday.',
  'My cousin Mariama told me she paid NLe 150 inspection money to a man who vanished. I will not pay first.',
  // The home's own money (a takeover's months refunded) with its viewing put first in the next sentence.
  'I still have 5 months paid up, so whoever takes it over refunds me the 5 months (NLe 21,000). Come and see it Wednesday first, then we go together to the landlord.',
];

export const ASKS_BOUGHT_THROUGH_VACANT = [
  'Passes must be bought before your visit from QMoney 034 260 559. No pass, no entry.',
  // "the flat is free" says it is vacant, no fee denied: the run-on sentence still asks
  'Yes the flat on Wilkinson Road is free, 2 bedroom, USD 700 per month Before I show anybody the technician has to re-gas the AC He charges 250 NLe Please give him 250 at the supermarket After that I show you the flat',
  // paid "before the appointment" or "before we begin presenting properties" though the rest is paid on signing
  'A deposit is required on signing An appointment fee of NLe 100 is payable on Orange Money 24 hours before the appointment',
  'Keep appointments or inform us 24 hours before - Pay a Search Commission of 50% (minimum NLe 400) upfront before we begin presenting properties to you The balance is paid on signing',
];
export const HONEST_BOUGHT_THROUGH_VACANT = [
  'I bought the cement through Orange Money before we came to see the plot.',
  'If somebody texts you to pay a booking fee, block the number.',
  // Krio "notin fo pay": nothing to pay
  '1 month refundable deposit fo damages. Notin fo pay bifo yu si di flat.',  // "secure" describing the place secures nothing
  'Sitting room, kitchen, solar lights, quiet and secure. Rent: NLe 1,200 per month, payable six months at a time.',
  'Solar lights, quiet and secure Rent: NLe 1,200 per month, payable six months at a time Conditions: respect the visiting hours',
];

export const ASKS_ROUND_33 = [
  '✈️ VIEWING PASS · SALONE REALTY\nFare: NLe 100 on Orange Money',
  'The last tenant sent 200 to the caretaker first. You too send 200 before the viewing.',
  'Rent NLe 900 a month, 1 year advance. To view send 100 first.',
];
export const HONEST_ROUND_33 = [
  // the home's own terms beside directions to view, either way round
  '1 year advance. To view: go to Alhaji at the shop.',
  'To view: go to Alhaji at the provision shop. NLe 900/month, 1 year advance.',
  'See first, pay later, na so we de do.',
  'If somebody tell you say you must pay 150 for caretaker, na lie.',
  'Di fɔs man se "a go si am fɔs, dɛn a go pe".',
  'Di sɛkɔn man sɛn 150 to sɔm caretaker fɔs. Tumara mɔnin, udat yu tink gɛt di os?',
  // a fee named as a label in a text that denies it
  '✈️ VIEWING PASS · SALONE REALTY\nFare: FREE, we don\'t charge for viewings',
];

export const ASKS_ROUND_36 = [
  // a fee said to be done away with, another named in its place
  'The form fee has been abolished, but the booking fee of NLe 100 must be paid before the viewing.',
  'Registration fee waived this month. Now pay the 50k inspection fee on Orange Money before we go.',
  // the let's paperwork asked before anything is seen
  'Agreement fee NLe 250. Send it first on Afrimoney before I show you the flat.',
];
export const ASKS_ROUND_38 = [
  // a message that is all quote is the sender's own words
  '> Send NLe 100 on Orange before the viewing, then I show you the flat.',
  '> registration 150k first on afrimoney 076 442 918\n> then we go see the house saturday',
];
export const HONEST_ROUND_38 = [
  // a reply under the quoted ask it answers
  '> send 100 first before viewing\nNo, we never take money before a viewing. Come Saturday at 10.',
];
export const ASKS_ROUND_40 = [
  // short asks: a sum and a network, the viewing after; QM and afri for QMoney and AfriMoney
  'u wan see d flat? 60 OM first',
  'so 150 afri n sat we go see am',
  // a number typed in twos; "no 300 no key"
  'sen 300 👉 077 41 22 90 no 300 no key',
  // the money, then the way in, in emojis
  '💰 200 ➡️ 🔑',
  '💵 150 ➡️ 📍',
  'moni fo d caretaker pls b4 we go si d os 100 qm',
  // a form's lines: the charge, the network, then the going
  'fee: 150\nnetwork: orange\nden we go see am',
];
export const HONEST_ROUND_40 = [
  // a Krio warning: bad people telling others to send money; "you must not pay a copper"; "if anybody asks"
  'Bad pipul dɛn de na di grup, de tɛl pipul se mek dɛn sɛn mɔni fɔ si os.',
  'Una nɔ fɔ pe ɛni wan kɔpɔ bifo una si di os.',
  'If ɛnibɔdi aks una mɔni fɔs, tek skrinshɔt, sɛn am to mi.',
  'rent 2000 OM after we sign',
  'rent: 1500 a month\nnetwork: bad here, call me\nwe go see am saturday',
];
export const ASKS_ROUND_42 = [
  // a listing's Q&A: the tour once a sum is received
  'Q: I live abroad, how can I view?\nA: Our agent gives a live video tour once the USD 150 diaspora commitment is received by Remitly.',
  // an agent pasting the landlord's terms makes them his own
  'Pasting what the landlord sent me:\n[WhatsApp, Mon 9:02 AM] Tell the client to send 200 on Orange first, then I give the address.',
  // nor a scammer's own ask framed as a stranger's, with no doubt of it
  'Pasting what someone sent me about the room:\n[WhatsApp, Mon 9:02 AM] Send 200 on my Orange first, then I give you the address.\nOk so do it today.',
];
export const HONEST_ROUND_42 = [
  // a hunter pasting a stranger's exported chat lines to ask the real lister about them
  'I am pasting what someone sent me with your photos:\n[WhatsApp, Mon 9:02 AM] Send 200 on my Orange first, then I give you the address.\n'
    + '[WhatsApp, Mon 9:03 AM] Too many people go without me.\nIs this really you? I will not pay before I see the room.',
  'Our agent gives a live video tour any time; the USD 150 deposit is received only after the lease is signed.',
];
// Round 42's tuning half, appended: money put on the asker's people's own lines, asked of whoever comes to view, and
// other hunters counted to hurry the reader.
// Round 44's tuning half: honest texts that talk money.
export const ASKS_ROUND_44 = [
  // someone's ask relayed and ordered on: no report
  'The caretaker asked me 200 from each client, so send it on Afrimoney before Saturday and he will open.',
  // no full stops: a new sentence told by its capital ("… we never do that We only take …")
  'Beware of fake agents who ask viewing fee, we never do that We only take a gate pass of Le 150 for the estate before you enter Send to 077 415 226',
];
export const HONEST_ROUND_44 = [
  // a hunter reporting an ask by its sum ("asked me 150")
  'A woman called Isata said she is your agent and asked me 150 inspection fee on Orange before she shows the flat. Is she with you?',
  // a land sale's price and payment plan beside a free site visit
  '4 lots for sale at Tombo. NLe 18,000 per lot, payment plan possible. Site visit every Saturday, free: meet at the lorry park and we carry you in our bus.',
  'Beware of fake agents who ask viewing fee, we never do that We only take the rent after you see the flat and sign',
];
// Round 43's tuning half: the diaspora's own ways to pay, and keys promised for the arrival against a sum sent now.
export const ASKS_ROUND_43 = [
  // a transfer service said as the verb
  'Zelle me the 200 today and my cousin gives you the keys when you land',
  // the whole let sent for now, the key on arrival, nothing seen
  "You can have the Makeni flat for the holidays. Just Cash App me the 450 this week so I tell my aunty it's yours, she will give you the key when you reach Makeni.",
  // services the diaspora pays by
  '150 pounds by Paysend to hold the room till you come Saturday',
  'USD 300 through Wells Fargo to hold the flat until you come and see it',
];
export const HONEST_ROUND_43 = [
  // paid on arrival, "when you reach"
  "My mom's 3 bedroom in Moriba Town is empty till March, you can have it the whole December for USD 600. Just pay her the 600 when you reach Bo and she'll give you the key.",
  'Paid my rent through Barclays after signing, all good.',
];
export const ASKS_ROUND_42_APPENDED = [
  // money asked of whoever comes, on the landlord's own line ("his Orange"), the viewing day between
  'Anyone coming on Friday morning should put 250 on his QMoney by Thursday.',
  'Na so di landlord talk: anybody coming Thursday to see the shop go put 150 on his Orange before Wednesday night.',
  // counted hunters, the ask straight after with no full stop between
  'Monday fine but three people are asking send 1,000 on my QMoney so I tell them it is gone then come Monday and see',
  // a stranger's turns pasted on one line, with no doubt of them: the sender's own ask
  'Pasting what someone sent me about the room: [WhatsApp, Mon 9:02 AM] Send 200 on my Orange first, then I give you the address. Ok so do it today.',
];
export const HONEST_ROUND_42_APPENDED = [
  'Anybody coming Saturday should put their name on the list, nothing to pay.',
  'Anyone coming to sign the lease should pay 3,000 at the lawyer\'s office, after the viewing.',
  'Three people are asking about it so come early Monday, you pay nothing until you have seen it and signed',
  '3 people are asking me to pay 200 before viewing, is it normal?',
  // a fee asked about, the "?" left off
  'Mariama K: is there an inspection fee for the Lumley flat\nMariama K: I can come Saturday',
  // a stranger's turns pasted run together on one line, doubted
  "I'm pasting what someone sent me with your photos: [WhatsApp, Tue 5:12 PM] Room at Kissy ready. [WhatsApp, Tue 5:15 PM] Do the 250 on my Afri 088 640 377 first, then I forward the address. Is this really you? I won't pay before I see the room.",
];
export const HONEST_ROUND_36 = [
  // a fee done away with
  'The registration fee of NLe 100 which we formerly charged at the opening of a client file has been abolished.',
  'We have scrapped the form fee. Viewings are on Saturday.',
  // the let's paperwork given as terms, beside a line about how to apply
  'Agreement fee: NLe 250, shared.\nMODE OF APPLICATION: Send your name, occupation and phone number by WhatsApp or SMS to the number on this listing.',
  'Stamp duty NLe 120 on the tenancy agreement. Send your name and work place by SMS to book a viewing.',
];

// Every text above with its label (asks true, honest false), in the order written, each text once: a text written
// twice keeps its first label. ASKING and HONEST are given as written: the test reads each inside a listing's words
// ('Lovely two-bedroom flat with a borehole. … Call now.').
// Rounds 45 to 48's tuning halves: a tenancy's money once the let is under way, and short texts.
export const ASKS_ROUND_45 = [
  // an ultimatum, a sum or no viewing
  '> I no de pay before I see\nna so e be. 200 or no viewing',
  // the trip to see it put after a sum sent
  'Bo, Kulanda Town. 2 rooms 700k yr. a go carry u fo see di place afta u sen 40k',
  // numbered steps, the money first
  'na 2 tins: 1 pay 200 2 wi go see di room',
  // The honest readings above turned by a scammer: a rent "reminder" to a hunter that still hands over the keys; a
  // "see it first" that still puts a trip or an opening after the sum; a greeting before "> the ask" with no reply under it.
  'Reminder: this month rent of NLe 1,500 for the Calaba Town room is due. Send it on Orange 076 111 222 and collect the keys on Saturday.',
  'See it first, then pay 200 for my transport to come and show you. Send the 200 today.',
  'Come for viewing first, then pay the 200 for the caretaker to open.',
  'Hello dear. > Send 200 on OM before I show you the flat',
  // a bill's share ordered before the visit, typed without a full stop: "pay yours" is an order to the reader
  'd water bill na 100 each room pay yours b4 u come see d room sunday',
];
export const HONEST_ROUND_45 = [
  // a tenant's rent falling due, with the receipt promised: the let is under way
  'Hello Mr Conteh, friendly reminder that this month rent of NLe 1,800 for the Kissy flat is due on Friday. Kindly send on Afrimoney 077 123 456 and I will bring your receipt when I pass on Sunday.',
  'rmdr dis mnth rent 900 fo di kissy room due 2moro. snd afri 077 321 654 n i go snd u receipt',
  // a repair the landlord pays, "not you"
  'The landlord says he pays the painter, NLe 400, not you. I sent it to the painter on Orange today so please be home Friday to open for him.',
  // the viewing put first in so many words
  'Aberdeen 1 bedroom, 2 years 14000. See it first, then you pay 4000 so the owner holds it for you.',
  // "you need no pay"
  'To see the Lumley flat you need no pay. The 500 water deposit is when you move in.',
  // an errand with the rent for an absent landlord ("to collect rent for her"), no access in it (round 47)
  'Your landlady is in London, she asked me to collect rent for her. You can pay me the month on Afrimoney and I will send her the screenshot.',
  // the order first, the tenancy said in the next sentence (round 47)
  'Send it on Orange to the treasurer when you can. You moved in in June so your part of the borehole repair is NLe 400.',
  // the viewing named first as a noun, then the money (round 48)
  'Bed space at the Kossoh Town hostel is NLe 4,000 a semester. Come for viewing first on Saturday, then pay the NLe 800 bed space reservation on Orange 076 554 210 if you want it.',
];
export const ASKS_ROUND_50 = [
  // a place among the viewers bought: "to be put on the inspection list", "we slot your look"
  'Send the file fee 150 to QMoney 033 410 992 now to be put on the inspection list.',
  'First premium of NLe 380 to our partner\'s Afrimoney 077 220 114 and we slot your look for Friday.',
  // the code of a lockbox or a gate sent once a bare sum "reaches" the line
  'Gate code for the Hill Cot flat comes by SMS once 300 reaches my Orange Money.',
  // the access kept for those who paid, beside the sum: registered bidders, a draw's winners
  'The Tengbeh Town house goes to auction next week. Registration plus a bidder deposit of USD 80 into UBA account 5401-2218. Only registered bidders get the inspection dates.',
  'Too many people want the Juba flat so we are doing a draw. Tickets 100 each on Afrimoney 077 330 118. Winners get viewing slots on Saturday.',
  // typed without full stops: "Transfer" opens a sentence after a small letter; "many people asking" at the end is
  // the seller's pressure, no ask reported
  'No cash needed Sunday Transfer the 300 holding to 077 418 260 tonight so I wait for you at Wellington',
  'Send 200 on Orange Money today before I show you the flat many people asking',
];
export const HONEST_ROUND_50 = [
  'You are on the inspection list for Friday, no fee. The NLe 150 file fee is paid when you sign the lease.',
  'Gate code is 2580. The 300 deposit reaches my Orange Money only after you decide to take it.',
  'The Tengbeh Town house goes to auction next week. Inspection is open to everyone on Tuesday, no fee. Bidders hand in a USD 80 deposit with the bid at the auction.',
  'Only registered tenants get the gate code, and registration is free at the office. Rent is NLe 900 a month.',
  'We slot your viewing for Thursday at 3pm. Management fee of NLe 300 is paid only when you sign.',
  // people asking about a fee, or for money, reported
  'Many people asking about a viewing fee, there is none. Come Saturday.',
  'Some people asking for money before viewing, be careful, we never charge.',
];
export const ASKS_ROUND_51 = [
  // the one who opens refuses until paid, in English and in Krio
  'The watchman will not open the compound for you until you send 250 to my Afrimoney 078 551 204.',
  'Di keyboy nor go carry una go si di room unless una don pay di 150 on QMoney.',
  // the viewing's own price, "upfront"
  'Rent can be monthly, no problem. The inspection itself needs NLe 200 upfront on Orange Money.',
  // access after a sum sent by a channel, a walk-through among them
  'For clients abroad the live video walk-through is after USD 30 by Sendwave to my number.',
  'You get the Kissy Mess Mess location after 100 on Orange to 076 330 928.',
];

export const HONEST_ROUND_51 = [
  'The watchman will not open the compound for you until you call him from the gate, he sleeps in the day.',
  'Di keyboy go carry una go si di room, una nor pay notin. Rent na 150 a month after una sign.',
  'The inspection itself needs nothing upfront. Rent of NLe 200 a month is paid on Orange Money after signing.',
  'For clients abroad the live video walk-through is free; USD 30 by Sendwave only if you take the room, at signing.',
  'He will not come to fix the roof until you pay the carpenter his share, as the lease says.',
];

export const ASKS_ROUND_52 = [
  // text-speak's "4" after a sum, Krio's "mek" (so that) before the videos held back
  'pls snd 60 4 data mk i snd u d vids of d room @ calaba town',
  'snd 100 mk i snd u d full vids of d house',
  '150 4 transport mk i show u d place',
  // the one who opens, once the sum is sent
  'The caretaker opens once you send 200 on Afrimoney to 077 410 332.',
];

export const HONEST_ROUND_52 = [
  // the money "after", the viewing offered just before it
  'Wellington shop: view it tomorrow. Like it? Pay the 500 reservation on the Orange merchant code after.',
  'Come and see the flat Saturday. If it suits you, send the 300 deposit on QMoney afterwards.',
  'Send me your email so that I send you the videos of the flat, no money needed.',
];

export const ASKS_ROUND_53 = [
  // an old tenant's bill "cleared" on the asker's number before the showing
  'The last tenant left water arrears of 350. So clear it on my number 078 114 630 and I show you the flat Friday.',
  // Krio's "fo" before a verb is "to"; a sum before the network without "on"
  'Landlady se if una sen 150 fo in transport pan Afrimoney, i go kam tumara fo sho una di rum.',
  'Send 200 Africell, I bring the keys 9am.',
];

export const HONEST_ROUND_53 = [
  'The last tenant left water arrears of 350, the landlord will clear it before you move in. I show you the flat Friday, nothing to pay.',
  'Landlady se una kam tumara fo si di rum, una nor pay notin. Rent pan Afrimoney afta una sain.',
  'I bought 200 Africell credit for my own phone. Come Saturday 9am to see the keys handed over at signing.',
];

export const ASKS_ROUND_54 = [
  // Krio's "him" before a cost is "his"
  'My boy go film the Lakka plot for you, 300 for him transport, send QMoney. After you see the film we talk about visit.',
  // the survey plan or the beacons shown only once a fee is paid
  'Plot at Grafton, conveyance ready. The beacons are shown only after the NLe 500 beacon fee is paid to our surveyor on Orange Money 076 220 331.',
];

/**
 * Another's pay denied beside a clause that orders a sum by a channel: the order still asks. (A review case, tested
 * but not trained on: the rules alone must hold it.)
 */
export const ASKS_BESIDE_ANOTHERS_PAY = [
  'Send 100 on Orange for the dog man before I bring you in, the gate guard is paid by the house.',
  'Send 150 on Afrimoney for the watchman to open, the cleaner is paid by the landlord.',
];

export const HONEST_ROUND_54 = [
  // paid by the house, the estate or the family: not the hunter
  'The watchman will open the gate before I bring you in, he is paid by the estate. See you at 10.',
  'The beacons are shown to every buyer at the site visit, free. The NLe 500 beacon fee is paid by the family.',
];

export const ASKS_ROUND_55 = [
  // Chipper Cash said as the verb, as "Zelle me" is; the one who opens refusing "if nobody pays"
  'Aunty pls chipper me $20 for the Bumpe viewing, the owner no go open if nobody pay',
  'The caretaker will not open if nobody pays the 50 for him.',
  // "send me it first" (Krio "sɛn mi am fɔs"): the pronoun after the reader, as "send it to me first"
  'They say 100 to pass the road to the house. Send me it first.',
];
export const HONEST_ROUND_55 = [
  'Aunty the Bumpe viewing is free. When you sign, chipper me the rent and I give the owner in hand.',
  'The caretaker will not open if nobody is home, so call me before you come.',
  'The okada boys said 100 to pass, I paid them myself, you owe nothing. Send me it when you sign, not before.',
];
export const ASKS_ROUND_56 = [
  // a worker's lost wages given as the reason, the sum still ordered first
  "They will cut his day's pay, so send me 100 first and he comes to open.",
];
export const HONEST_ROUND_56 = [
  // "day's pay" is wages, no order to pay; Krio "no need fo send anytin" is "no need to send anything"
  "If he leaves work early they cut his day's pay, so he comes to open the house at 5pm after work.",
  'So i go cam open di house 5pm afta wok. No need fo send anytin on Afrimoney 077 100 200.',
  // paid by the compound, the property or the land, as by the house or the estate
  'The watchman opens the gate before we go in, he is paid by the compound. Come at 10.',
];
export const ASKS_ROUND_57 = [
  // a bare sum "first" with the network named before a number, then the viewing
  'Snake man 100 first, Orange 077 880 315, then you view.',
  'Caretaker 150 first, Afrimoney 099 000 111, then we go.',
  // Krio "after dat" is "after that", "fɔ come" is "to come": the month's rent paid before a viewing day is fixed
  'Pay di first month (NLe 2,000) to di account. After dat we fix day fɔ you fɔ come see am.',
];
export const HONEST_ROUND_57 = [
  // an old tenant's arrears taken from his own deposit; the landlord paid him; the network before a number given to call
  'The old tenant left NLe 300 of water arrears, and the landlord will take it from his caution deposit, so the keys come back Friday and I show you the flat Saturday.',
  'Snake man came last week, landlord paid him 100. Orange 077 880 315 is my number, call before you come to view.',
  'We fix day fɔ you fɔ come see am first. After dat, if you like am, pay di first month at signing.',
  // "no deposit or commitment is required": the denial of a list
  'No deposit or commitment is required before that. The chosen applicant signs the lease the next week and pays the first year at Sierra Leone Commercial Bank into the account named in the lease. After viewing, applicants submit an offer by Friday.',
];
export const ASKS_ROUND_58 = [
  // the denial of one thing beside an order of another
  'No need buy Orange cards, just send me 100 on Orange first, then I show u d Dwarzark room.',
];
export const HONEST_ROUND_58 = [
  // Krio's "no need buy" denies as "no need to buy" does
  'No need buy Orange cards or text any pins. I show u d Dwarzark room Sat.',
];
export function writtenCases(): { text: string; ask: boolean }[] {
  const cases: { text: string; ask: boolean }[] = [];
  const seen = new Set<string>();
  const add = (texts: readonly string[], ask: boolean): void => {
    for (const text of texts) {
      if (seen.has(text)) continue;
      seen.add(text);
      cases.push({ text, ask });
    }
  };
  const addByIdea = (byIdea: Record<string, string[]>, ask: boolean): void => {
    for (const texts of Object.values(byIdea)) add(texts, ask);
  };
  const textsOf = (rows: [string, string][]): string[] => rows.map(([, text]) => text);

  add(ASKING, true);
  add(HONEST, false);
  add(textsOf(KINDS), true);
  add(textsOf(EXCEPTIONS), false);
  addByIdea(ASKS_BY_IDEA, true);
  addByIdea(HONEST_BY_IDEA, false);
  add(textsOf(LOOKALIKE_ASKS), true);
  add(textsOf(LOOKALIKE_HONEST), false);
  addByIdea(ASKS_FIFTH_ROUND, true);
  addByIdea(HONEST_FIFTH_ROUND, false);
  addByIdea(ASKS_SIXTH_ROUND, true);
  addByIdea(HONEST_SIXTH_ROUND, false);
  addByIdea(ASKS_SEVENTH_ROUND, true);
  addByIdea(HONEST_SEVENTH_ROUND, false);
  add(ASKS_ORDERED_TO_A_NUMBER, true);
  add(HONEST_NOT_SENT_OR_REPORTED, false);
  add(ASKS_AFTER_IN_ANOTHER_CLAUSE, true);
  add(HONEST_PAID_AFTER_IN_ITS_CLAUSE, false);
  add(ASKS_WORDS_OF_THE_LISTS, true);
  add(HONEST_WORDS_OF_THE_LISTS, false);
  for (const { asks, honest } of Object.values(EIGHTH_ROUND)) {
    add(asks, true);
    add(honest, false);
  }
  add(ASKS_BARE_SUM_IN_PERSON, true);
  add(HONEST_BARE_SUM_IN_PERSON, false);
  add(ASKS_DISGUISED_WORDS, true);
  add(HONEST_DISGUISED_WORDS, false);
  add(ASKS_HELD_UNSEEN_HELP_THREATS, true);
  add(HONEST_HELD_UNSEEN_HELP_THREATS, false);
  add(ASKS_OWNER_ABROAD_KRIO_QUOTED, true);
  add(HONEST_OWNER_ABROAD_KRIO_QUOTED, false);
  add(ASKS_BOUGHT_ACCESS_BETTING_BEFOREHAND, true);
  add(HONEST_BOUGHT_ACCESS_BETTING_BEFOREHAND, false);
  add(ASKS_BET_AND_BARE_ORDER, true);
  add(HONEST_BET_AND_BARE_ORDER, false);
  add(ASKS_BARE_SUM_ARRIVES, true);
  add(HONEST_BARE_SUM_ARRIVES, false);
  add(ASKS_DEVICE_DATA, true);
  add(HONEST_DEVICE_DATA, false);
  add(ASKS_CONTRIBUTE_LAND_WALK, true);
  add(HONEST_CONTRIBUTE_LAND_WALK, false);
  add(ASKS_VIEWER_SENT_PLACEHOLDER, true);
  add(HONEST_VIEWER_SENT_PLACEHOLDER, false);
  add(ASKS_SENT_BEFORE_THE_VISIT, true);
  add(HONEST_SENT_AFTER_THE_VISIT, false);
  add(ASKS_OTHERS_PRACTICE_OFFER_REFUSED, true);
  add(HONEST_OTHERS_PRACTICE_OFFER_REFUSED, false);
  add(ASKS_NOBODY_NEEDS_SEE_FIRST, true);
  add(HONEST_NOBODY_NEEDS_SEE_FIRST, false);
  add(ASKS_BOUGHT_THROUGH_VACANT, true);
  add(HONEST_BOUGHT_THROUGH_VACANT, false);
  add(ASKS_ROUND_33, true);
  add(HONEST_ROUND_33, false);
  add(ASKS_ROUND_36, true);
  add(HONEST_ROUND_36, false);
  add(ASKS_ROUND_38, true);
  add(HONEST_ROUND_38, false);
  add(ASKS_ROUND_40, true);
  add(HONEST_ROUND_40, false);
  add(ASKS_ROUND_42, true);
  add(HONEST_ROUND_42, false);
  add(ASKS_ROUND_42_APPENDED, true);
  add(ASKS_ROUND_43, true);
  add(ASKS_ROUND_44, true);
  add(HONEST_ROUND_44, false);
  add(HONEST_ROUND_43, false);
  add(HONEST_ROUND_42_APPENDED, false);
  add(ASKS_ROUND_45, true);
  add(HONEST_ROUND_45, false);
  add(ASKS_ROUND_50, true);
  add(HONEST_ROUND_50, false);
  add(ASKS_ROUND_51, true);
  add(HONEST_ROUND_51, false);
  add(ASKS_ROUND_52, true);
  add(HONEST_ROUND_52, false);
  add(ASKS_ROUND_53, true);
  add(HONEST_ROUND_53, false);
  add(ASKS_ROUND_54, true);
  add(HONEST_ROUND_54, false);
  add(ASKS_ROUND_55, true);
  add(HONEST_ROUND_55, false);
  add(ASKS_ROUND_56, true);
  add(HONEST_ROUND_56, false);
  add(ASKS_ROUND_57, true);
  add(HONEST_ROUND_57, false);
  add(ASKS_ROUND_58, true);
  add(HONEST_ROUND_58, false);
  return cases;
}

// Messages between home hunters and the demo owner and agent about particular listings. The last `unread`
// messages of a thread have not been opened yet, so the inbox shows unread counts.

export interface DemoThread {
  seeker: string;
  /** The listing's title (the lister is whoever listed it). */
  listing: string;
  startDaysAgo: number;
  /** Hour of the day the first message was sent (Freetown is on GMT). */
  hour: number;
  /** Who writes, minutes after the previous message, and what. */
  messages: ['seeker' | 'lister', number, string][];
  unread?: number;
}

export const DEMO_THREADS: DemoThread[] = [
  {
    seeker: 'john.williams', listing: 'Colonial-Style Four-Bedroom House with City Views', startDaysAgo: 12, hour: 19,
    messages: [
      ['seeker', 0, "Good evening. I'm in Maryland and hope to buy before Christmas. Is the conveyance registered, and can your lawyer share the survey plan?"],
      ['lister', 95, 'Good evening Mr Williams. Yes, the conveyance is registered at the OARG and we have the survey plan signed by the Director of Surveys. I can send copies on WhatsApp.'],
      ['seeker', 40, 'Please do. Could my sister view it on Saturday?'],
      ['lister', 1300, 'Saturday at 11am works. I will meet her at the gate on Regent Road.'],
      ['seeker', 2900, 'She loved it. Would the seller consider $320,000?'],
    ],
    unread: 1,
  },
  {
    seeker: 'kadiatu.fofanah', listing: 'Two-Bedroom Flat near Lumley Beach', startDaysAgo: 6, hour: 11,
    messages: [
      ['seeker', 0, 'Hello, is the flat still available? How many months in advance do you take?'],
      ['lister', 180, 'Yes, it is available. One year in advance, then monthly after that.'],
      ['seeker', 25, 'Is the generator shared with the other flats, and who pays for the fuel?'],
    ],
    unread: 1,
  },
  {
    seeker: 'daniel.cole', listing: 'Executive Three-Bedroom Apartment, Juba Hill', startDaysAgo: 3, hour: 8,
    messages: [
      ['seeker', 0, 'Good morning. I am relocating with my family in March. Is the apartment furnished, and is there space for two cars?'],
      ['lister', 60, 'Good morning. It comes furnished, and there are two parking spaces inside the gate. Would you like a video tour?'],
      ['seeker', 15, 'Yes please, and could you tell me the cost of the service charge?'],
      ['seeker', 2, 'Also, is the water from the borehole or Guma?'],
    ],
    unread: 2,
  },
  {
    seeker: 'fatu.kamara', listing: 'Beachfront Land, 4 Town Lots with Survey Plan', startDaysAgo: 20, hour: 16,
    messages: [
      ['seeker', 0, 'Does the land have a survey plan? Is there any family dispute on it?'],
      ['lister', 240, 'The survey plan was done in 2021 and signed by the Director of Surveys. No dispute: the family head gave a statutory declaration.'],
      ['seeker', 30, 'Can we walk the beacons this weekend with my surveyor?'],
      ['lister', 50, 'Yes. Sunday after church, around 2pm? I will bring the documents.'],
      ['seeker', 10, 'Sunday 2pm is fine. Thank you.'],
    ],
  },
  {
    seeker: 'memuna.benjamin', listing: 'Ground-Floor Shop on Siaka Stevens Street', startDaysAgo: 1, hour: 10,
    messages: [
      ['seeker', 0, 'Hello, I want to open a pharmacy. Is the shop still free and is there a back store room?'],
    ],
    unread: 1,
  },
  {
    seeker: 'john.williams', listing: 'Spacious Five-Bedroom Duplex on Spur Road', startDaysAgo: 30, hour: 21,
    messages: [
      ['seeker', 0, 'I saw the price has come down. Is the pool working and when was the roof last redone?'],
      ['lister', 600, 'The pool is working and serviced every week. The roof was replaced with new long-span zinc in 2022.'],
      ['seeker', 45, 'Thank you. I will ask my cousin in Freetown to view it.'],
    ],
  },
  {
    seeker: 'daniel.cole', listing: 'Three-Bedroom Bungalow with Walled Compound', startDaysAgo: 2, hour: 13,
    messages: [
      ['seeker', 0, 'Is the house at Congo Town still available for rent? I can pay one year in advance.'],
      ['lister', 120, 'Yes, it is. When would you like to see it?'],
      ['seeker', 20, 'Tomorrow evening after work, around 6pm?'],
    ],
    unread: 1,
  },
  {
    seeker: 'kadiatu.fofanah', listing: 'Serviced One-Bedroom Apartment near the Beach', startDaysAgo: 9, hour: 9,
    messages: [
      ['seeker', 0, 'Is the price of $900 per month including electricity and internet?'],
      ['lister', 35, 'It includes water, the generator and Wi-Fi. EDSA electricity is on a prepaid meter.'],
    ],
  },
];

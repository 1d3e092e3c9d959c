export function findJourneyBrowser(): string;

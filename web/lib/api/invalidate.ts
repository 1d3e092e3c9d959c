// What each write must refresh. Writes are rare and each is one person's own action, so refreshing broadly
// costs little and never leaves a stale screen.
import type { QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from './current-user';
import { adminKeys, dashboardKeys, listingKeys } from './listing-keys';

/** After any listing write: every listing read, the dashboard figures and the admin's queues and counters. */
export function invalidateListingQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all([listingKeys.all, dashboardKeys.all, adminKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })))
    .then(() => undefined);
}

/** After an account decision: the admin's queue and counters, and the current user (their own status may show). */
export function invalidateAccountQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
    // A newly approved account's approved listings go live: the public lists change too.
    queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  ]).then(() => undefined);
}

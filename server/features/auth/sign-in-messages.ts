// What people read when sign-in or a code is refused under attack (decision 0017): why, how long, and the
// ways in that still work.
import { ONE_TIME_CODE_TTL_MINUTES } from '../../../common/constants.js';

export function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** An unknown device while the account is being guessed at from elsewhere. */
export const accountSlowedDown = (seconds: number) =>
  `This account has had many wrong passwords from other devices, so new devices must wait between tries. ` +
  `Please try again in ${describeWait(seconds)}, or sign in with a code sent to your phone, or reset your password. ` +
  'A device you have signed in on before is not affected.';

/** One requester asked for too many codes for the same account or number. */
export const tooManyCodesFromHere = (seconds: number) =>
  `Too many codes requested. Codes we already sent still work for ${ONE_TIME_CODE_TTL_MINUTES} minutes: please use the latest one, ` +
  `or ask again in ${describeWait(seconds)}.`;

/** A number received its share of codes asked by devices it has not signed in on. */
export const numberHadItsCodes = (seconds: number) =>
  `This number has been sent many codes in the last hour. Codes already sent still work for ${ONE_TIME_CODE_TTL_MINUTES} minutes: ` +
  `please use the latest one, ask on a device you have signed in on before, or try again in ${describeWait(seconds)}.`;

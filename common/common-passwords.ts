// The most used passwords from public breach lists (and local favourites). A password on this list is refused
// at registration: these are the first ones any attacker tries.
const COMMON = `
12345678 123456789 1234567890 password password1 password123 passw0rd qwertyuiop qwerty123 qwerty12
11111111 00000000 12341234 87654321 iloveyou iloveyou1 sunshine princess football baseball welcome
welcome1 admin123 administrator letmein1 trustno1 abc12345 abcd1234 1q2w3e4r 1qaz2wsx zaq12wsx
q1w2e3r4 asdfghjk asdfasdf superman batman123 starwars whatever computer internet monkey123 dragon12
master12 michael1 jennifer shadow12 jordan23 liverpool arsenal1 chelsea1 manchester 11223344 12121212
123123123 123qweasd 666666666 777777777 88888888 99999999 aaaaaaaa abcdefgh changeme changeme1 secret12
password! p@ssw0rd p@ssword freetown freetown1 sierraleone salone123 salonehomes lionmountain
`;

const COMMON_PASSWORDS = new Set(COMMON.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  const p = password.toLowerCase();
  if (COMMON_PASSWORDS.has(p)) return true;
  // A single repeated character or a straight run of digits is as weak as anything on the list.
  return /^(.)\1+$/.test(p) || '01234567890123456789'.includes(p);
}

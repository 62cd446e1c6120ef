/**
 * Passwords too common to protect a staff account (issue 16): the most frequent entries of
 * public breach lists, with the longer ones that pass a length rule alone (`password1234`,
 * `qwertyuiop123`…). Compared without regard to case; a password that is one of these with only
 * digits or `!` added at its end is refused as well.
 */
const COMMON = `
123456 123456789 12345678 1234567890 123456789012 1234567890123 12345678910 111111111111
000000000000 123123123123 123412341234 112233445566 987654321098 123321123321 147258369147
password password1 password12 password123 password1234 password12345 password123456
passw0rd passw0rd123 p@ssw0rd p@ssword123 p@ssw0rd1234 mypassword mypassword123
qwerty qwerty123 qwertyuiop qwertyuiop1 qwertyuiop12 qwertyuiop123 qwerty123456 qwertyqwerty
1q2w3e4r5t6y 1q2w3e4r5t6y7u 1qaz2wsx3edc 1qaz2wsx3edc4rfv zaq12wsxcde3 zaq1zaq1zaq1
asdfghjkl asdfghjkl123 asdfasdfasdf zxcvbnm zxcvbnm123456 abc123 abc123456789 abcdefghijkl
abcd1234abcd iloveyou iloveyou123 iloveyou1234 letmein letmein123 letmein12345 welcome
welcome123 welcome1234 welcome12345 admin admin123 admin1234 admin12345 admin123456
administrator administrator1 administrator123 changeme changeme123 changeme1234
monkey dragon football baseball sunshine princess superman batman starwars master
masterkey trustno1 whatever freedom shadow michael jennifer computer internet
secret secret123 secretpassword default default123 guest guest12345 root toor rootroot
test test1234 testtest testing123 testpassword qazwsxedc qazwsxedcrfv
kabuto kabuto123 kabuto1234 kabutoadmin kabuto-admin staffpassword staff-password
`
  .split(/\s+/)
  .filter(Boolean);

const COMMON_SET = new Set(COMMON);

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return COMMON_SET.has(lower) || COMMON_SET.has(lower.replace(/[\d!]+$/, ''));
}

// Passwords at the top of every breached-password list (and the football ones our managers reach for), refused at
// sign-up and change as OWASP ASVS 2.1.7 asks. Only those of at least the minimum length: shorter ones are refused
// for their length already. Compared case-insensitively.
const COMMON = `
123456 1234567 12345678 123456789 1234567890 0123456789 987654321 654321 123123 123321 112233 121212 131313 159753
111111 222222 333333 444444 555555 666666 777777 888888 999999 000000 1111111 7777777 11111111 00000000 696969
password password1 password12 password123 passw0rd p@ssw0rd p@ssword pass123 pass1234 password! passwort
qwerty qwerty1 qwerty12 qwerty123 qwertyuiop qwertz azerty asdfgh asdfghjkl asdf1234 zxcvbn zxcvbnm qazwsx
1qaz2wsx 1q2w3e 1q2w3e4r 1q2w3e4r5t q1w2e3r4 abc123 abcd1234 a1b2c3 aaaaaa iloveyou iloveu loveme lovely
letmein welcome welcome1 welcome123 admin1 admin123 administrator root123 login123 secret secret1 changeme
monkey dragon master shadow sunshine princess football football1 baseball soccer hockey basketball superman
batman trustno1 starwars freedom whatever michael jordan jennifer hunter buster harley tigger charlie thomas
robert daniel andrew joshua matthew george ginger pepper cheese summer ashley nicole jessica michelle amanda
maggie killer mustang access yankees dallas austin thunder taylor matrix computer internet samsung google
liverpool arsenal chelsea manutd manchester tottenham everton newcastle celtic rangers barcelona realmadrid
premierleague fantasy fantasyfootball fplfpl123
`;

const LIST = new Set(COMMON.split(/\s+/).filter(Boolean));

/** Whether `password` is one of the commonest passwords (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return LIST.has(password.normalize('NFKC').toLowerCase());
}

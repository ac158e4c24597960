// A signed URL made invalid on purpose: the signature's first character replaced by a different base64url
// character. Replacing it with a fixed one ('A') leaves the URL unchanged when the real signature already
// starts with it (1 time in 64), and the "tampered" link is then rightly served.
export function tamperSignature(url: string): string {
  const match = /([?&]signature=)([A-Za-z0-9_-])/.exec(url);
  if (!match || match.index === undefined) throw new Error(`No signature in ${url}`);
  const [whole, prefix, first] = match as unknown as [string, string, string];
  const replacement = first === 'A' ? 'B' : 'A';
  const at = match.index + prefix.length;
  const tampered = `${url.slice(0, at)}${replacement}${url.slice(at + 1)}`;
  if (tampered === url || whole.length !== prefix.length + 1) throw new Error('The tamper changed nothing');
  return tampered;
}

/**
 * How a player is named on the public big-wins ticker: enough to recognise yourself ("Ju***o"), never the whole
 * name. Up to three characters are shown, whatever the name (a nickname, or an account that may be a mobile
 * number), counted as characters, not UTF-16 units, so an emoji or "ñ" is never cut in half.
 */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length === 0) return '***';
  // a short name would be given away almost whole by first-two-plus-last
  if (chars.length <= 3) return `${chars[0]}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}

/**
 * Leaked-key tracing: a key copied from a reseller's page rarely keeps its spelling (lower case,
 * spaces for dashes, no dashes at all). Codes are looked up by a keyed hash of their exact value,
 * so the lookup tries the spellings a stored key can have: as pasted, in either case, and with its
 * letters and digits regrouped the ways stores print keys (groups of 4 or 5, GOG's 5-5-5-3).
 */
export function keySpellings(pasted: string): string[] {
  const trimmed = pasted.trim();
  const compact = trimmed.replace(/[\s\-_.–—]+/g, '');
  const dashed = trimmed.replace(/[\s_.–—]+/g, '-').replace(/-+/g, '-');
  const grouped = [4, 5].map((size) => compact.match(new RegExp(`.{1,${size}}`, 'g'))?.join('-') ?? compact);
  const gog = compact.length === 18 ? [`${compact.slice(0, 5)}-${compact.slice(5, 10)}-${compact.slice(10, 15)}-${compact.slice(15)}`] : [];
  const forms = [trimmed, dashed, compact, ...grouped, ...gog].filter((form) => form !== '');
  return [...new Set(forms.flatMap((form) => [form, form.toUpperCase(), form.toLowerCase()]))];
}

import * as v from 'valibot';

/** DNS limits: 253 characters in all, 63 per label. */
export const DOMAIN_MAX = 253;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TOP_LEVEL = /^[a-z]{2,63}$/;

/** A host name with at least two labels and a top-level domain of letters (no IP addresses, no port). */
export function isDomain(host: string): boolean {
  if (host.length > DOMAIN_MAX) return false;
  const labels = host.split('.');
  return labels.length >= 2 && labels.every((l) => LABEL.test(l)) && TOP_LEVEL.test(labels[labels.length - 1]!);
}

/** The host of what the company typed: a bare domain, or a URL (spec 5: "custom domain must be a valid URL"). */
function hostOf(input: string): string {
  const trimmed = input.trim().toLowerCase();
  if (!/^[a-z][a-z0-9+.-]*:\/\//.test(trimmed)) return trimmed.replace(/\.$/, '');
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname.replace(/\.$/, '') : '';
  } catch {
    return '';
  }
}

export const INVALID_DOMAIN_MESSAGE = 'Enter a valid domain, e.g. play.example.com.';

/** Page settings' custom domain: stored as the lower-case host. */
export const customDomainSchema = v.pipe(v.string(INVALID_DOMAIN_MESSAGE), v.transform(hostOf), v.check(isDomain, INVALID_DOMAIN_MESSAGE));

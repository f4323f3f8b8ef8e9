import * as v from 'valibot';

/** What a company may show on its public page; the form and the use case share these limits. */
export const COMPANY_PAGE_LIMITS = { description: 2000, links: 5, linkLabel: 40, url: 2048 } as const;

const httpUrl = (message: string) =>
  v.pipe(v.string(), v.trim(), v.maxLength(COMPANY_PAGE_LIMITS.url, message), v.url(message), v.regex(/^https?:\/\//i, message));

/** An image address, or '' for none: the page falls back to the company's initial. */
const imageUrl = v.union(
  [v.literal(''), httpUrl('Enter the image address, starting with http:// or https://.')],
  'Enter the image address, starting with http:// or https://.',
);

export const companyPageLinkSchema = v.object({
  label: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Give the link a label, e.g. Discord.'),
    v.maxLength(COMPANY_PAGE_LIMITS.linkLabel, `A label is at most ${COMPANY_PAGE_LIMITS.linkLabel} characters.`),
  ),
  url: httpUrl('Enter a valid link, starting with http:// or https://.'),
});

/**
 * The company page settings, saved whole (spec 2: /company/{id}/page-settings). Which campaign kinds
 * show is the company's choice; its custom domain has its own form (programs context).
 */
export const companyPageSettingsSchema = v.object({
  description: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(COMPANY_PAGE_LIMITS.description, `The description is at most ${COMPANY_PAGE_LIMITS.description} characters.`),
  ),
  logoUrl: imageUrl,
  bannerUrl: imageUrl,
  links: v.pipe(
    v.array(companyPageLinkSchema),
    v.maxLength(COMPANY_PAGE_LIMITS.links, `A page shows at most ${COMPANY_PAGE_LIMITS.links} links.`),
  ),
  showPrograms: v.boolean(),
  showKeyCampaigns: v.boolean(),
  showQuests: v.boolean(),
});

export type CompanyPageSettingsInput = v.InferInput<typeof companyPageSettingsSchema>;
export type CompanyPageSettings = v.InferOutput<typeof companyPageSettingsSchema>;
export type CompanyPageLink = v.InferOutput<typeof companyPageLinkSchema>;

/** A creator's public page or a company's analytics page: they share name rules, limits and error codes by kind. */
export type PageKind = 'creator' | 'analytics';

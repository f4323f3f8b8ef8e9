/** A creator page as the creator's own list and form show it. */
export interface CreatorPageRow {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly bio?: string | null;
  readonly links: readonly { readonly label: string; readonly url: string }[];
  readonly updatedAt: string;
}

/** What the form sends: the schema's output (trimmed, lower-cased name). */
export interface CreatorPageValues {
  slug: string;
  title: string;
  bio: string;
  links: { label: string; url: string }[];
}

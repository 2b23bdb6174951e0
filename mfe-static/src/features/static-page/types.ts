/** Head tags, breadcrumb and heading of one page of this section. */
export interface PageInfo {
  /** The page's single h1, also the last breadcrumb item unless `crumb` says otherwise. */
  heading: string;
  /** The document title. */
  title: string;
  description: string;
  keywords: string;
  /** Canonical path, built with `href.*`. */
  canonical: string;
  /** Last breadcrumb item, when it differs from the heading or links somewhere. */
  crumb?: { label: string; to?: string };
}

/** One block of a text page: an optional h2 and its paragraphs or list items. */
interface ContentSection {
  heading?: string;
  paragraphs: readonly string[];
  /** Shown as a bulleted list after the paragraphs. */
  items?: readonly string[];
}

/** A whole text page: its head tags plus the sections of its body. */
export interface StaticContent extends PageInfo {
  sections: readonly ContentSection[];
  /** A closing link, e.g. to the contact page. */
  cta?: { label: string; to: string };
}

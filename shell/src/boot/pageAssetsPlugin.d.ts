import type { Compiler } from 'webpack';

interface TagLike {
  tagName: string;
  attributes: Record<string, string | boolean | null | undefined>;
  innerHTML?: string;
}

/** Writes `page-assets.json` (what the server composes pages from) into the shell's build. */
export class PageAssetsPlugin {
  apply(compiler: Compiler): void;
}
/** The template's frame: its language, its head before the head marker, and `#root`'s outline. */
export function frameOf(html: string): { lang: string; head: string; outline: string };
/** What the injected tags ask for, by kind. */
export function tagLists(tags: TagLike[]): {
  scripts: string[];
  preloads: { href: string; as: string }[];
  stylesheets: string[];
  styles: string[];
};

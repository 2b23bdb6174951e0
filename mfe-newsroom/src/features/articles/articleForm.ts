import type { Article } from '@janmat/shared/contracts';
import { STATE_CATEGORY } from '@janmat/shared/validation';
import type { ArticleInput } from './articleApi';

/** The editor's form: every control's value as text ('' for none). */
export interface ArticleValues {
  title: string;
  slug: string;
  category: string;
  state: string;
  subtype: string;
  reporterId: string;
  photo: string;
  body: string;
}

export const EMPTY_ARTICLE: ArticleValues = {
  title: '',
  slug: '',
  category: '',
  state: '',
  subtype: '',
  reporterId: '',
  photo: '',
  body: '',
};

export function valuesOf(article: Article): ArticleValues {
  return {
    title: article.title,
    slug: article.slug,
    category: article.category,
    state: article.state ?? '',
    subtype: article.subtype ?? '',
    reporterId: String(article.reporterId),
    photo: article.photo,
    body: article.body,
  };
}

/** Once readers have seen an article, its address stays (the server would keep the old one as a redirect). */
export const slugIsFixed = (article: Pick<Article, 'wasPublic'> | undefined) => article?.wasPublic === true;

/** What the server is sent for one control's value. */
function inputOf(values: ArticleValues, key: keyof ArticleValues): ArticleInput[keyof ArticleInput] {
  if (key === 'reporterId') return Number(values.reporterId);
  if (key === 'state') return values.category === STATE_CATEGORY && values.state ? values.state : null;
  if (key === 'subtype') return values.subtype || null;
  return values[key].trim();
}

/**
 * The fields to send: on a new article every one filled in (an empty slug lets the server make one),
 * on a change only those that differ from what was loaded.
 */
export function changesOf(values: ArticleValues, loaded: ArticleValues | undefined): ArticleInput {
  const input: Record<string, unknown> = {};
  for (const key of Object.keys(EMPTY_ARTICLE) as (keyof ArticleValues)[]) {
    const value = inputOf(values, key);
    if (loaded === undefined ? value !== '' && value !== null : value !== inputOf(loaded, key)) input[key] = value;
  }
  return input as ArticleInput;
}

/**
 * The whole article as the form would send it, checked with the server's own schema (articleSchema of
 * `@janmat/shared/validation`): an empty slug is left to the server to make.
 */
export function articleInputOf(values: ArticleValues): ArticleInput {
  const input: ArticleInput = {};
  for (const key of Object.keys(EMPTY_ARTICLE) as (keyof ArticleValues)[]) {
    const value = inputOf(values, key);
    if (!(key === 'slug' && value === '') && !(key === 'reporterId' && values.reporterId === '')) {
      (input as Record<string, unknown>)[key] = value;
    }
  }
  return input;
}

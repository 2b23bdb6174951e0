import type { Article } from '@janmat/shared/contracts';
import { object, string } from 'yup';
import type { ArticleInput } from '../../api/types';

/** The category of state news: only it has a state. */
export const STATE_CATEGORY = 'state';

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

/** Readers have seen it: its address stays (the old one would break shared links). */
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

export const articleSchema = object({
  title: string().trim().required('शीर्षक लिखें।').max(200, 'शीर्षक 200 अक्षरों तक हो सकता है।'),
  slug: string()
    .trim()
    .max(120, 'स्लग 120 अक्षरों तक हो सकता है।')
    .matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
      message: 'स्लग में केवल छोटे अंग्रेज़ी अक्षर, अंक और बीच में - हो सकते हैं।',
      excludeEmptyString: true,
    }),
  category: string().required('श्रेणी चुनें।'),
  state: string().when('category', ([category], rule) =>
    category === STATE_CATEGORY ? rule.required('राज्य की ख़बर के लिए राज्य चुनें।') : rule,
  ),
  reporterId: string().required('रिपोर्टर चुनें।'),
});

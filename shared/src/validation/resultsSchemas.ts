import { mixed, number, string } from 'yup';
import { strictObject } from './newsroomFields';

/** The results desk's rules in Hindi: the same under the form's field and in the server's 400 answer. */
export const RESULTS_FIELD_MESSAGES = {
  slug: 'पता (slug) छोटे अंग्रेज़ी अक्षरों, अंकों और - से बना हो, 3 से 60 अक्षर।',
  name: 'चुनाव का नाम लिखें (200 अक्षरों तक)।',
  kind: 'चुनाव का प्रकार लोकसभा, विधानसभा या उपचुनाव में से एक हो।',
  state: 'राज्य का नाम 100 अक्षरों तक हो।',
  countingDate: 'मतगणना की तारीख़ YYYY-MM-DD के रूप में लिखें।',
  seats: 'सीटें 1 से 1000 के बीच पूर्ण संख्या हों।',
  majority: 'बहुमत का आंकड़ा 1 से कुल सीटों तक की पूर्ण संख्या हो।',
  status: 'स्थिति upcoming, counting या final में से एक हो।',
  importKind: 'आयात parties, constituencies या candidates में से एक का हो।',
  csv: 'CSV का टेक्स्ट भेजें (20 लाख अक्षरों तक)।',
} as const;

const M = RESULTS_FIELD_MESSAGES;
/** Characters of one CSV import. */
export const MAX_RESULTS_CSV = 2_000_000;

/** A new election (the results desk's first step). */
export const electionSchema = strictObject({
  slug: string()
    .required(M.slug)
    .matches(/^[a-z0-9][a-z0-9-]{2,59}$/, M.slug),
  name: string().trim().required(M.name).max(200, M.name),
  kind: string()
    .required(M.kind)
    .oneOf(['lok-sabha', 'vidhan-sabha', 'by-election'] as const, M.kind),
  state: string().trim().max(100, M.state).nullable().default(null),
  counting_date: string()
    .required(M.countingDate)
    .matches(/^\d{4}-\d{2}-\d{2}$/, M.countingDate),
  seats: number().typeError(M.seats).required(M.seats).integer(M.seats).min(1, M.seats).max(1000, M.seats),
  majority: number()
    .typeError(M.majority)
    .required(M.majority)
    .integer(M.majority)
    .min(1, M.majority)
    .test('majority', M.majority, (value, context) => value === undefined || value <= Number(context.parent.seats)),
});

/** An election's status moved by the desk. */
export const electionStatusSchema = strictObject({
  status: mixed<'upcoming' | 'counting' | 'final'>()
    .required(M.status)
    .oneOf(['upcoming', 'counting', 'final'] as const, M.status),
});

/** A CSV of parties, constituencies or candidates for one election. */
export const resultsImportSchema = strictObject({
  kind: mixed<'parties' | 'constituencies' | 'candidates'>()
    .required(M.importKind)
    .oneOf(['parties', 'constituencies', 'candidates'] as const, M.importKind),
  csv: string().required(M.csv).max(MAX_RESULTS_CSV, M.csv),
});

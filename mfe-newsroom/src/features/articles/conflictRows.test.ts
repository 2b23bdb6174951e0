import { DRAFT } from '../../test/articleFixtures';
import { valuesOf } from './articleForm';
import { conflictRows, plainText } from './conflictRows';

test('a body is compared as its text, paragraphs on their own lines, entities read', () => {
  expect(plainText('<h2>शीर्षक &amp; उप</h2><p>पहला <strong>पैरा</strong></p><p>दूसरा&nbsp;पैरा</p>')).toBe(
    'शीर्षक & उप\nपहला पैरा\nदूसरा पैरा',
  );
});

test('rows are the fields where the editor’s text and theirs differ; changed names what they changed', () => {
  const theirs = { ...DRAFT, title: 'उनका शीर्षक', status: 'submitted' as const, version: 5 };
  const mine = { ...valuesOf(DRAFT), subtype: 'chunav' };
  const { rows, changed } = conflictRows(mine, DRAFT, theirs);
  expect(rows).toEqual([
    { field: 'title', label: 'शीर्षक', mine: DRAFT.title, theirs: 'उनका शीर्षक' },
    { field: 'subtype', label: 'ट्रेंडिंग उप-श्रेणी', mine: 'chunav', theirs: '' },
  ]);
  expect(changed).toEqual(['शीर्षक', 'स्थिति: संपादक के पास']);
});

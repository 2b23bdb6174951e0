import { openSearchXml } from './discovery';

test('the OpenSearch description sends a search to the results page, every address absolute', () => {
  const xml = openSearchXml('https://janmat.in');
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<OpenSearchDescription xmlns="http:\/\/a9.com\/-\/spec\/opensearch\/1.1\/"/,
  );
  expect(xml).toContain('<ShortName>जनमत</ShortName>');
  expect(xml).toContain('<InputEncoding>UTF-8</InputEncoding>');
  expect(xml).toContain('<Url type="text/html" method="get" template="https://janmat.in/search?q={searchTerms}"/>');
  expect(xml).toContain('<moz:SearchForm>https://janmat.in/search</moz:SearchForm>');
});

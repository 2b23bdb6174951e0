const { ownExposeAssets } = require('./exposeAssets');

/** A manifest's exposes as the plugin wrote them for the polls remote (its widget's list held the others' files). */
const pollsExposes = () => ({
  exposes: [
    { name: 'routes', assets: { js: { sync: ['__federation_expose_routes.a0.js'], async: ['page-createPoll.e.js'] } } },
    { name: 'pageData', assets: { js: { sync: ['__federation_expose_pageData.20.js'], async: [] } } },
    {
      name: 'PollWidget',
      assets: {
        js: {
          sync: ['__federation_expose_routes.a0.js', '__federation_expose_pageData.20.js', '226.4d.js'],
          async: [],
        },
      },
    },
  ],
});

/** The build's named chunk groups of those exposes, with their files. */
const groups = new Map([
  ['__federation_expose_routes', ['__federation_expose_routes.a0.js']],
  ['__federation_expose_pageData', ['__federation_expose_pageData.20.js']],
  ['__federation_expose_PollWidget', ['226.4d.js']],
]);

/** @param {ReturnType<typeof pollsExposes>} stats */
const listed = (stats) => stats.exposes.map((expose) => [expose.name, expose.assets.js.sync, expose.assets.js.async]);

test("a widget's files are its own chunk group's: not the section's routes nor the server-only pageData", () => {
  const stats = pollsExposes();
  ownExposeAssets(stats, (name) => groups.get(name));
  expect(listed(stats)).toEqual([
    ['routes', ['__federation_expose_routes.a0.js'], ['page-createPoll.e.js']],
    ['pageData', ['__federation_expose_pageData.20.js'], []],
    ['PollWidget', ['226.4d.js'], []],
  ]);
});

test('an expose whose chunk group the build does not name keeps the list the plugin wrote', () => {
  const stats = pollsExposes();
  ownExposeAssets(stats, () => undefined);
  expect(listed(stats)).toEqual(listed(pollsExposes()));
});

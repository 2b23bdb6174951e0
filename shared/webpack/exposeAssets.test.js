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

const groups = {
  __federation_expose_routes: ['__federation_expose_routes.a0.js'],
  __federation_expose_pageData: ['__federation_expose_pageData.20.js'],
  __federation_expose_PollWidget: ['226.4d.js'],
};

test("a widget's files are its own chunk group's: not the section's routes nor the server-only pageData", () => {
  const stats = ownExposeAssets(pollsExposes(), (name) => groups[name]);
  expect(stats.exposes.map((expose) => [expose.name, expose.assets.js.sync])).toEqual([
    ['routes', ['__federation_expose_routes.a0.js']],
    ['pageData', ['__federation_expose_pageData.20.js']],
    ['PollWidget', ['226.4d.js']],
  ]);
  expect(stats.exposes[0].assets.js.async).toEqual(['page-createPoll.e.js']);
});

test('an expose whose chunk group the build does not name keeps the list the plugin wrote', () => {
  const stats = ownExposeAssets(pollsExposes(), () => undefined);
  expect(stats.exposes[2].assets.js.sync).toEqual([
    '__federation_expose_routes.a0.js',
    '__federation_expose_pageData.20.js',
    '226.4d.js',
  ]);
});

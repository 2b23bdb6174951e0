// What this remote exposes to the others (checked against ExposedModules in @janmat/shared by src/exposes.test.ts).
// `./pageData` is read by the server only (the data each page shows); no browser downloads it.
module.exports = {
  './routes': './src/routes.tsx',
  './pageData': './src/pageData.ts',
  './AstrologyPoll': './src/features/astrology/AstrologyPoll.tsx',
};

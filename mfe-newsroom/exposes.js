// What this remote exposes to the others (checked against ExposedModules in @janmat/shared by src/exposes.test.ts).
module.exports = { './routes': './src/routes.tsx' };

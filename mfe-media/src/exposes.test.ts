import { type ExposedModules, routesOwnedBy } from '@janmat/shared';
import { expectExposedContract } from '@janmat/shared/testing';
import * as pageData from './pageData';
import * as routes from './routes';

// The remote's build configuration names its exposed modules; the contract map says what each exports.
const exposes = require('../exposes.js') as Record<string, string>;

// Type-checked against the contract map: a change to what a module exports that breaks the contract
// fails `npm run typecheck`, not only this test.
const typed: ExposedModules['media/routes'] = routes;
const typedData: ExposedModules['media/pageData'] = pageData;

/**
 * Loads an exposed module for `expectExposedContract`, which checks `./routes` (a page per route)
 * and widgets (a function under the module's name) but not a loaders' table: `./pageData` is checked
 * here instead (a loader for every route the route table gives the section, and no other) and then
 * handed on as one function.
 */
async function load(file: string): Promise<Record<string, unknown>> {
  const module = require(`../${file}`);
  if (file !== exposes['./pageData']) return module;
  expect(module.pageData).toBe(typedData.pageData);
  expect(Object.keys(module.pageData).sort()).toEqual([...routesOwnedBy('media')].sort());
  for (const loader of Object.values(module.pageData)) expect(typeof loader).toBe('function');
  return { pageData: () => module.pageData };
}

test('exposes exactly the modules the contract map gives the media section, each with its exports', async () => {
  expect(typed.pages).toBe(routes.pages);
  await expectExposedContract('media', exposes, load);
});

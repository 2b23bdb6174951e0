import type { ExposedModules } from '@janmat/shared';
import { expectExposedContract } from '@janmat/shared/testing';
import { pageData } from './pageData';
import { pages } from './routes';

// The remote's build configuration names its exposed modules; the contract map says what each exports.
const exposes = require('../exposes.js') as Record<string, string>;

// Type-checked against the contract map: a change to what a module exports that breaks the contract
// fails `npm run typecheck`, not only this test.
({ pages }) satisfies ExposedModules['static/routes'];
({ pageData }) satisfies ExposedModules['static/pageData'];

test('exposes exactly the modules the contract map gives the static section, each with its exports', async () => {
  await expectExposedContract('static', exposes, async (file) => require(`../${file}`));
});

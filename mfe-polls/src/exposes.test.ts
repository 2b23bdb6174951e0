import type { ExposedModules } from '@janmat/shared';
import { expectExposedContract } from '@janmat/shared/testing';
import { PollWidget } from './features/poll-widget/PollWidget';
import { pageData } from './pageData';
import { pages } from './routes';

// The remote's build configuration names its exposed modules; the contract map says what each exports.
const exposes = require('../exposes.js') as Record<string, string>;

// Type-checked against the contract map: a change to what a module exports that breaks the contract
// fails `npm run typecheck`, not only this test.
({ pages }) satisfies ExposedModules['polls/routes'];
({ pageData }) satisfies ExposedModules['polls/pageData'];
({ PollWidget }) satisfies ExposedModules['polls/PollWidget'];

test('exposes exactly the modules the contract map gives the polls section, each with its exports', async () => {
  await expectExposedContract('polls', exposes, async (file) => require(`../${file}`));
});

import { loadConfig } from './index';

test('poll creation allowance', () => {
  expect(loadConfig({}).pollCreation).toEqual({ perHour: 5, perDay: 20 });
  expect(loadConfig({ POLL_CREATE_MAX_PER_HOUR: '2', POLL_CREATE_MAX_PER_DAY: '0' }).pollCreation).toEqual({
    perHour: 2,
    perDay: 0,
  });
});

test('an address may cause 60 uncached page renders a minute unless PAGE_RENDERS_PER_MIN says otherwise (0: no limit)', () => {
  expect(loadConfig({}).pageRendersPerMinute).toBe(60);
  expect(loadConfig({ PAGE_RENDERS_PER_MIN: '0' }).pageRendersPerMinute).toBe(0);
  expect(() => loadConfig({ PAGE_RENDERS_PER_MIN: 'many' })).toThrow('PAGE_RENDERS_PER_MIN must be a whole number');
});

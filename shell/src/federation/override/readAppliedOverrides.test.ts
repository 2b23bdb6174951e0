import { OVERRIDE_APPLIED_SCRIPT_ID } from '@janmat/shared/composition';
import { readAppliedOverrides } from './readAppliedOverrides';

const NEWS = 'https://preview.example/mf-manifest.json';

afterEach(() => {
  document.body.innerHTML = '';
});

function script(text: string): void {
  const element = document.createElement('script');
  element.id = OVERRIDE_APPLIED_SCRIPT_ID;
  element.type = 'application/json';
  element.textContent = text;
  document.body.append(element);
}

test('reads the overrides the server named in the page', () => {
  script(JSON.stringify({ news: NEWS, polls: 7 }));
  expect(readAppliedOverrides(document)).toEqual({ news: NEWS });
});

test('none when the page names none, or names them badly', () => {
  expect(readAppliedOverrides(document)).toEqual({});
  script('{broken');
  expect(readAppliedOverrides(document)).toEqual({});
});

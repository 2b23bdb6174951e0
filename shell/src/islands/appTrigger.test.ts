/**
 * @jest-environment jsdom
 */
/// <reference lib="dom" />
import { NATIVE_TAPS } from '../boot/inlinePrograms';
import { ANSWERED_NATIVELY, appTrigger, needsApp } from './appTrigger';

beforeEach(() => {
  document.body.innerHTML = `
    <header><button id="bell">bell</button><input id="search"></header>
    <main id="main" tabindex="-1">
      <p id="text">words</p>
      <a id="link" href="/news/national/x"><span id="inLink">story</span></a>
      <button id="copy" data-copy-url="/x">लिंक कॉपी करें</button>
      <div data-chooses-one="list"><button id="filter" aria-pressed="false" value="a">a</button></div>
      <details><summary id="summary">प्रश्न</summary>उत्तर</details>
      <div data-widget="polls/PollWidget" data-widget-props="{}"><input id="widgetOption" type="radio"></div>
      <form><label id="label"><input id="radio" type="radio" name="o"> हाँ</label><button id="vote">वोट</button></form>
    </main>`;
});

const el = (id: string) => document.getElementById(id);

test("a section's controls need the app; its text, its links, another section's widget and the chrome do not", () => {
  expect(['radio', 'label', 'vote', 'filter'].map((id) => needsApp(el(id)))).toEqual([true, true, true, true]);
  expect(
    ['text', 'main', 'link', 'inLink', 'bell', 'search', 'summary', 'widgetOption'].map((id) => needsApp(el(id))),
  ).toEqual([false, false, false, false, false, false, false, false]);
  expect(needsApp(null)).toBe(false);
});

test('the app is called once, when the reader reaches for a control in main, and no more after', () => {
  const takeOver = jest.fn();
  const stop = appTrigger(takeOver);
  el('bell')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  el('text')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  expect(takeOver).not.toHaveBeenCalled();
  el('radio')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  expect(takeOver).toHaveBeenCalledTimes(1);
  stop();
  el('vote')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  expect(takeOver).toHaveBeenCalledTimes(1);
});

test("the buttons left to the page's taps program are those it answers", () => {
  const { copyAttr, playsAttr, toTopAttr, opensAttr, closesAttr } = NATIVE_TAPS;
  for (const attr of [copyAttr, playsAttr, toTopAttr, opensAttr, closesAttr])
    expect(ANSWERED_NATIVELY).toContain(`[${attr}]`);
});

// react-router 7 needs TextEncoder/TextDecoder, which jsdom lacks.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom's <dialog> lacks showModal() and close().
require('./dialog').installDialog(window);

// jsdom does no layout: ProseMirror (the newsroom's body editor) asks for the element at a point
// (mouse down) and for the rectangles of a text range (scrolling the selection into view). Nothing is
// at any point, and a range takes no room, as for every element in jsdom.
if (typeof document !== 'undefined' && !document.elementFromPoint) document.elementFromPoint = () => null;
if (typeof Range !== 'undefined' && !Range.prototype.getClientRects) {
  const emptyRect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON() {} });
  Range.prototype.getBoundingClientRect = emptyRect;
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null });
}

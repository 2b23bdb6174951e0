// react-router 7 needs TextEncoder/TextDecoder, which jsdom lacks.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom's <dialog> lacks showModal() and close().
require('./dialog').installDialog(window);

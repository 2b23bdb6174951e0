// jsdom has <dialog> but neither showModal() nor close(): the least of them for tests. showModal
// opens it and focuses its first control, Escape sends the top modal a cancelable `cancel` (then
// closes it unless prevented), close() fires `close`. jsdom has no top layer, so nothing is inert.
const FOCUSABLE = '[autofocus], a[href], button:not([disabled]), input:not([disabled]), [tabindex]';

function installDialog(window) {
  const proto = window.HTMLDialogElement?.prototype;
  if (!proto || proto.showModal) return;
  const modals = [];
  proto.show = function show() {
    this.setAttribute('open', '');
  };
  proto.showModal = function showModal() {
    this.setAttribute('open', '');
    modals.push(this);
    (this.querySelector(FOCUSABLE) ?? this).focus();
  };
  proto.close = function close() {
    const index = modals.indexOf(this);
    if (index >= 0) modals.splice(index, 1);
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new window.Event('close'));
  };
  window.document.addEventListener('keydown', (event) => {
    const top = modals.at(-1);
    if (event.key !== 'Escape' || !top) return;
    if (top.dispatchEvent(new window.Event('cancel', { cancelable: true }))) top.close();
  });
}

module.exports = { installDialog };

/**
 * jsdom has the <dialog> element but not its modal behaviour: open and close are what the leads view needs of it.
 * For the view's tests (leadsView.test.tsx, leadsViewPhone.test.tsx), before they render it.
 */
export function dialogOpensAndCloses() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

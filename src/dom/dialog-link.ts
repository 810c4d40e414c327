/**
 * A link that opens a dialog instead of its page (the account link's login popup, the
 * header cart's drawer). Only a plain left click is taken over: Ctrl/Cmd/Shift-clicks and
 * middle clicks still open the link's page, as shoppers expect of a link.
 * Returns a function that gives the link back its own behaviour.
 */
export function openDialogFromLink(link: HTMLAnchorElement, open: () => void): () => void {
  const onClick = (event: MouseEvent): void => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open();
  };
  link.setAttribute('aria-haspopup', 'dialog');
  link.addEventListener('click', onClick);
  return () => {
    link.removeEventListener('click', onClick);
    link.removeAttribute('aria-haspopup');
  };
}

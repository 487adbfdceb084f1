/** APP-8 (444, app update required): loads the page anew, dropping any hash from the address. */
export function reloadWithoutHash(): void {
  const url = new URL(window.location.href);
  url.hash = '';
  if (url.href === window.location.href) window.location.reload();
  else window.location.replace(url.href);
}

/** Reloads the page after a login (SPEC.md section 4), so every part of the site starts from the new session. */
export function reloadPage(): void {
  window.location.reload();
}

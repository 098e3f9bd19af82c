/**
 * Hands text made or fetched in the page to the browser as a download named `fileName`
 * (e.g. a file the server gives only with the session token, which a plain link cannot send).
 */
export function saveTextFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: some browsers read the URL a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

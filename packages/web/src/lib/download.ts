// Saving what the app fetched or made (an export, a file fetched with the bearer token, a table
// as CSV) as a file: a plain link would not carry the token, so the file is built from a blob and
// saved through a temporary link.

/** How long the blob's URL lives: revoking it at once can cancel the save in some browsers. */
const REVOKE_AFTER_MS = 60_000;

/** Saves a blob under a file name. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** Saves text (a CSV by default) under a file name. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  downloadBlob(new Blob([text], { type }), fileName);
}

/**
 * Uploads of the file manager: how many files go in one request, and how far each file is. The
 * request itself is lib/upload's.
 */

export const MAX_FILES_PER_REQUEST = 100;

/**
 * How far each file is, given the bytes of the body sent: files in order, each reaching 100 %
 * once the bytes before its end are sent. Multipart headers are small next to the files, so the
 * error is a few hundred bytes per file.
 */
export function progressPerFile(sizes: readonly number[], loaded: number, total: number): number[] {
  const content = sizes.reduce((sum, size) => sum + size, 0);
  const overhead = Math.max(0, total - content) / Math.max(1, sizes.length);
  let start = 0;
  return sizes.map((size) => {
    const span = size + overhead;
    const done = Math.min(Math.max(loaded - start, 0), span);
    start += span;
    return span === 0 ? 100 : Math.floor((done / span) * 100);
  });
}

/**
 * Paths of the file manager. The wire (contract) uses paths relative to the caller's root without a
 * leading slash ('' is Home); the address bar shows them with one (`/files?path=/Uploads`), so a
 * reload and back/forward keep the current folder.
 */

/** `?path=/Uploads/2024/` → `Uploads/2024`; empty, `/` and missing mean Home. */
export function wirePathFromUrl(value: string | null): string {
  if (!value) return '';
  return value
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.')
    .join('/');
}

/** The search string for a folder: none for Home, else `?path=/Uploads`. */
export function searchForPath(wire: string): string {
  return wire === '' ? '' : `?${new URLSearchParams({ path: `/${wire}` }).toString()}`;
}

/** The folder holding `wire`: `Uploads/2024/q3.csv` → `Uploads/2024`. */
export function parentOf(wire: string): string {
  const index = wire.lastIndexOf('/');
  return index === -1 ? '' : wire.slice(0, index);
}

export interface Crumb {
  /** What the crumb says: 'Home', then each folder's name. */
  label: string;
  path: string;
}

/** The breadcrumb from Home to the folder `wire`. */
export function breadcrumbOf(wire: string): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Home', path: '' }];
  let path = '';
  for (const name of wire.split('/').filter(Boolean)) {
    path = path ? `${path}/${name}` : name;
    crumbs.push({ label: name, path });
  }
  return crumbs;
}

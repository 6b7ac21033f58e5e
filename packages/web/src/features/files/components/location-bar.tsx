import { ChevronRight, House } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { DirectoryInfo } from '@ai-analyst/contract/files-types';
import { formatBytes } from '../../../utils/format';
import { breadcrumbOf, searchForPath } from '../utils/paths';

/** The breadcrumb from Home to the current folder; each crumb is a link, so back/forward work. */
export function Breadcrumb({ path }: { path: string }) {
  const crumbs = breadcrumbOf(path);
  return (
    <nav className="files-breadcrumb" aria-label="Breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path}>
              {index > 0 && <ChevronRight size={14} aria-hidden className="files-crumb-sep" />}
              <Link
                to={{ pathname: '/files', search: searchForPath(crumb.path) }}
                className="files-crumb"
                aria-current={last ? 'page' : undefined}
              >
                {index === 0 && <House size={14} aria-hidden />}
                <span>{crumb.label}</span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** 'X of Y used' with a bar, from the listing's directory_info; marked at 75% and 90%. */
export function StorageBar({ info }: { info: DirectoryInfo | undefined }) {
  if (!info) return <div className="files-storage" aria-hidden />;
  const percent = Math.min(100, Math.max(0, info.usage_percentage));
  const level = percent >= 90 ? ' is-full' : percent >= 75 ? ' is-high' : '';
  const text = `${formatBytes(info.used)} of ${formatBytes(info.quota)} used`;
  return (
    <div className="files-storage">
      <span className="files-storage-text">{text}</span>
      <div
        className={`files-storage-bar${level}`}
        role="progressbar"
        aria-label="Storage used"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

import { AlertTriangle } from 'lucide-react';
import { useDatasets } from '../../api/datasets';

/**
 * What the engine found wrong when it read the caller's files: per dataset, the warnings it
 * stored (values that could not be converted, a file read as one column, ragged rows…), and
 * the files it could not read at all. Nothing is shown when every file read cleanly, or when
 * the list cannot be fetched (the Data Loader still works without it).
 */
export function DatasetWarnings() {
  const { data } = useDatasets(true);
  if (!data) return null;
  const flagged = data.datasets.filter((d) => (d.warnings ?? []).length > 0);
  if (flagged.length === 0 && data.problems.length === 0) return null;
  return (
    <section className="dataset-warnings" aria-label="Problems in your data">
      <h3>
        <AlertTriangle size={14} aria-hidden /> Check your data
      </h3>
      <ul>
        {flagged.map((dataset) => (
          <li key={dataset.name}>
            <span className="dataset-warnings-file" title={dataset.path}>
              {dataset.file_name}
            </span>
            <ul>
              {(dataset.warnings ?? []).map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          </li>
        ))}
        {data.problems.map((problem) => (
          <li key={problem.path}>
            <span className="dataset-warnings-file">{problem.path}</span>
            <ul>
              <li>{problem.error}</li>
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

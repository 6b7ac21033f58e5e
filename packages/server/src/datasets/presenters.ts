/** Shapes the engine's DatasetInfo into the wire's Dataset (GET /api/datasets/). */
import type { Dataset } from '@ai-analyst/contract';
import type { DatasetInfo } from '@ai-analyst/engine/data/registry';

export function presentDataset(info: DatasetInfo, wirePath: string): Dataset {
  return {
    name: info.name,
    path: wirePath,
    file_name: info.fileName,
    format: info.format,
    row_count: info.rowCount,
    columns: info.columns.map((c) =>
      c.unit ? { name: c.name, type: c.type, unit: c.unit } : { name: c.name, type: c.type },
    ),
    size: Math.max(0, info.sizeBytes),
    modified: Math.floor(info.modifiedMs / 1000),
    warnings: info.warnings ?? [],
  };
}

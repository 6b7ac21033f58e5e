interface UsageMeterProps {
  label: string;
  used: number;
  /** null: no limit. */
  limit: number | null;
  format?: (value: number) => string;
}

/** "X of Y used" with a bar; turns to the warning colour from 90 %. */
export function UsageMeter({ label, used, limit, format = String }: UsageMeterProps) {
  const ratio = limit ? Math.min(used / limit, 1) : 0;
  const percent = Math.round(ratio * 100);
  return (
    <div className="admin-meter">
      <div className="admin-meter-head">
        <span className="admin-meter-label">{label}</span>
        <span className="admin-meter-value">
          {limit === null ? `${format(used)} used · Unlimited` : `${format(used)} of ${format(limit)} used`}
        </span>
      </div>
      {limit !== null && (
        <div
          className={`admin-meter-track${ratio >= 0.9 ? ' admin-meter-high' : ''}`}
          role="meter"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}% used`}
        >
          <span className="admin-meter-fill" style={{ width: `${Math.max(percent, used > 0 ? 1 : 0)}%` }} />
        </div>
      )}
    </div>
  );
}

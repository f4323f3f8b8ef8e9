import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { Select } from '../select/Select.tsx';
import { PLATFORM_LABELS } from './insights-format.ts';
import { formatCount } from '../format/format.ts';
import './insights.css';

export interface ExportPanelProps {
  /** The platform the file is for (one per export; YouTube up to 30 days). */
  platform: string;
  /** Called with the chosen platform. */
  onPlatformChange(platform: string): void;
  /** Exports left this month; undefined while loading. */
  remaining?: number | undefined;
  /** Exports per month. */
  limit?: number;
  /** Starts the export. */
  onExport(): void;
  /** True while the file downloads. */
  exporting?: boolean;
  /** Rows received so far, shown while exporting. */
  rowsReceived?: number;
  /** Why the last export failed. */
  error?: string | undefined;
}

/** The export button with the month's remaining count (spec 9) and "Export failed" on error (spec 8). */
export function ExportPanel({
  platform,
  onPlatformChange,
  remaining,
  limit = 5,
  onExport,
  exporting = false,
  rowsReceived = 0,
  error,
}: ExportPanelProps) {
  return (
    <section className="insights-export" aria-label="Export">
      <Select
        label="Export platform"
        value={platform}
        options={Object.entries(PLATFORM_LABELS).map(([value, label]) => ({ value, label }))}
        onChange={(e) => onPlatformChange(e.target.value)}
      />
      <Button variant="secondary" loading={exporting} disabled={remaining === 0} onClick={onExport}>
        Export CSV
      </Button>
      <p className="insights-export__remaining">
        {remaining === undefined ? '' : `${remaining} of ${limit} exports left this month`}
        {exporting ? ` · ${formatCount(rowsReceived)} rows received` : ''}
      </p>
      {error && (
        <Alert tone="error" title="Export failed">
          {error}
        </Alert>
      )}
    </section>
  );
}

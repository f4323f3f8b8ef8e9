import { useState } from 'react';
import useSWR from 'swr';
import { request } from '../../shared/api/gql-client.ts';
import { InsightsExportQuotaQuery, type InsightsFilter } from '../operations/insights.operations.ts';

const QUOTA_KEY = ['gql:InsightsExportQuota'];

/** Streams the CSV, counting rows as they arrive, then hands the file to the browser as a download. */
export function useInsightsExport() {
  const quota = useSWR(QUOTA_KEY, () => request(InsightsExportQuotaQuery, {}).then((d) => d.insightsExportQuota));
  const [exporting, setExporting] = useState(false);
  const [rowsReceived, setRowsReceived] = useState(0);
  const [error, setError] = useState<string | undefined>();

  /** Exports the Content creators list, or with list 'games' the Games list; both count against one quota. */
  async function start(platform: string, filter: InsightsFilter, list: 'creators' | 'games' = 'creators'): Promise<boolean> {
    setExporting(true);
    setRowsReceived(0);
    setError(undefined);
    try {
      const response = await fetch('/api/insights/export', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', 'x-lurkit-upload': '1' },
        body: JSON.stringify({ list, platform, filter }),
      });
      if (!response.ok || !response.body) {
        const body: unknown = await response.json().catch(() => null);
        const message = body && typeof body === 'object' ? Reflect.get(body, 'message') : undefined;
        setError(typeof message === 'string' ? message : 'Something went wrong. Please try again later.');
        return false;
      }
      const parts: BlobPart[] = [];
      const reader = response.body.getReader();
      let lines = 0;
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        parts.push(chunk.value);
        lines += chunk.value.reduce((n, byte) => (byte === 10 ? n + 1 : n), 0);
        setRowsReceived(Math.max(0, lines - 1));
      }
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `lurkit-${list}.csv`;
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob(parts, { type: 'text/csv' }));
      link.download = name;
      link.click();
      URL.revokeObjectURL(link.href);
      return true;
    } catch {
      setError('Something went wrong. Please try again later.');
      return false;
    } finally {
      setExporting(false);
      await quota.mutate();
    }
  }

  return { quota: quota.data, exporting, rowsReceived, error, start };
}

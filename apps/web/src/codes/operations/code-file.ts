import Papa from 'papaparse';

/** Files over this are refused before reading: 16 MB, the upload route's limit. */
export const CODE_FILE_MAX_BYTES = 16 * 1024 * 1024;
const HEADER = /^(codes?|keys?|value)$/i;

/**
 * Codes from a text or CSV file, one per line: a .csv gives its first column (a "code" header row is
 * skipped), any other text file its lines. Reads in chunks so a 100,000-code file reports progress.
 */
export function readCodeFile(file: File, onProgress: (fraction: number) => void): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const codes: string[] = [];
    const isCsv = /\.csv$/i.test(file.name) || file.type === 'text/csv';
    Papa.parse<string[]>(file, {
      delimiter: isCsv ? '' : '\u0000',
      skipEmptyLines: 'greedy',
      chunkSize: 256 * 1024,
      chunk: (results) => {
        for (const row of results.data) {
          const value = (row[0] ?? '').trim();
          if (value !== '' && !(codes.length === 0 && isCsv && HEADER.test(value))) codes.push(value);
        }
        const cursor = results.meta.cursor;
        onProgress(file.size > 0 ? Math.min(1, cursor / file.size) : 1);
      },
      complete: () => {
        onProgress(1);
        resolve(codes);
      },
      error: (error) => reject(error),
    });
  });
}

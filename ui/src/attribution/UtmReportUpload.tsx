import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { formatCount } from '../format/format.ts';
import { Select } from '../select/Select.tsx';
import '../forms/field.css';
import '../forms/form.css';
import './Attribution.css';

export interface UtmReportProblemItem {
  /** 1-based line of the file. */
  line: number;
  /** The column's header as the file wrote it, or `file` for the file as a whole. */
  column: string;
  code: string;
  message: string;
}

/** The server's refusal: nothing was imported; `problems` holds the first of `problemCount`. */
export interface UtmReportRefusal {
  message: string;
  problems: readonly UtmReportProblemItem[];
  problemCount: number;
}

export interface UtmImportResult {
  rowsRead: number;
  rowsImported: number;
  inserted: number;
  updated: number;
}

export interface UtmReportUploadProps {
  /** The company's Steam games (named by its Key campaigns and Quests). */
  games: readonly { appId: string; name: string }[];
  /** The game the report is for. */
  appId: string;
  onGameChange(appId: string): void;
  /** Called with the chosen file; the caller uploads it. */
  onUpload(file: File): void;
  /** Upload progress 0–1; null when nothing is uploading. */
  progress?: number | null;
  /** The report was refused whole: each problem with its line and column. */
  refusal?: UtmReportRefusal | null;
  /** Any other failure (too large, connection dropped). */
  error?: string | null;
  /** The last import's counts. */
  imported?: UtmImportResult | null;
}

/** Upload Steam's UTM traffic report (.csv from Steamworks) for one game; the file is checked whole before anything is kept. */
export function UtmReportUpload({
  games,
  appId,
  onGameChange,
  onUpload,
  progress = null,
  refusal = null,
  error = null,
  imported = null,
}: UtmReportUploadProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const uploading = progress !== null;
  const fileError = missing ? 'Choose the report’s .csv file.' : (refusal?.message ?? error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (uploading) return;
    if (!file) return setMissing(true);
    onUpload(file);
  };
  return (
    <form className="form attribution__upload" noValidate onSubmit={submit} aria-busy={uploading || undefined}>
      <Select
        label="Steam game"
        options={games.map((game) => ({ value: game.appId, label: `${game.name} (app ${game.appId})` }))}
        value={appId}
        onChange={(event) => onGameChange(event.target.value)}
      />
      <div className="field">
        <label className="field__label" htmlFor={`${id}-file`}>
          Steam UTM traffic report (.csv)
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          className="field__control"
          aria-describedby={[`${id}-hint`, fileError && `${id}-error`].filter(Boolean).join(' ')}
          aria-invalid={fileError ? true : undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setMissing(false);
          }}
        />
        <p className="field__hint" id={`${id}-hint`}>
          In Steamworks, open the game’s UTM Analytics and download the traffic report as CSV. Importing it again replaces the figures of
          the same days.
        </p>
        {fileError && (
          <p className="field__error" id={`${id}-error`}>
            {fileError}
          </p>
        )}
      </div>
      {refusal && refusal.problems.length > 0 && (
        <div className="attribution__problems">
          <p>
            Nothing was imported. Fix {refusal.problemCount === 1 ? 'this line' : `these ${formatCount(refusal.problemCount)} problems`} and
            upload the file again:
          </p>
          <ul aria-label="Problems in the report">
            {refusal.problems.map((problem) => (
              <li key={`${problem.line}-${problem.column}-${problem.code}`}>
                Line {problem.line}, {problem.column}: {problem.message} <code>{problem.code}</code>
              </li>
            ))}
          </ul>
          {refusal.problemCount > refusal.problems.length && (
            <p>…and {formatCount(refusal.problemCount - refusal.problems.length)} more.</p>
          )}
        </div>
      )}
      {imported && !uploading && !refusal && !error && (
        <Alert tone="success">
          Imported {formatCount(imported.rowsImported)} Lurkit {imported.rowsImported === 1 ? 'row' : 'rows'} of{' '}
          {formatCount(imported.rowsRead)} in the report ({formatCount(imported.inserted)} new, {formatCount(imported.updated)} updated).
        </Alert>
      )}
      {uploading && (
        <div className="attribution__progress">
          <progress max={1} value={progress} aria-label="Upload progress" />
          {/* Once sent, the file is checked and stored in one step the bar cannot follow. */}
          <span>{progress < 1 ? `${Math.round(progress * 100)}%` : 'Checking the report…'}</span>
        </div>
      )}
      <div className="form__actions">
        <Button type="submit" loading={uploading}>
          Import report
        </Button>
      </div>
    </form>
  );
}

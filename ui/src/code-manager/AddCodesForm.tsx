import { addCodesSchema, platformOnlySchema } from '@lurkit/core/codes/domain/add-codes.schema.ts';
import { useState } from 'react';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { RadioGroup } from '../radio-group/RadioGroup.tsx';
import { PLATFORM_OPTIONS } from '../select/platform-options.ts';
import { Select } from '../select/Select.tsx';
import { Textarea } from '../textarea/Textarea.tsx';
import '../forms/form.css';
import './CodeManager.css';
import { formatCount, plural } from '../format/format.ts';

export interface AddCodesReportView {
  added: number;
  duplicatesInPaste: number;
  alreadyExisting: number;
  /** The first repeated lines (line number, masked code), so the company can find them in its file. */
  firstDuplicates?: readonly { line: number; masked: string }[];
  fulfilledRequests: number;
  available: number;
  unavailable: number;
  /** Lines of a file left out because they were not keys of the store (the company chose so). */
  malformedSkipped?: number;
  /** The first of those lines by line number. */
  malformedLines?: readonly number[];
}

/** A file refused for lines that break the store's key format. */
export interface MalformedLinesView {
  message: string;
  /** How many lines break the format, the first of them, and how many lines are valid. */
  malformed: number;
  lines: readonly number[];
  valid: number;
}

export interface AddCodesFormProps {
  itemName: string;
  onPaste(values: { platform: string; codes: string }): void | Promise<void>;
  /** A file to add; `onlyValidLines` once the company chose to leave out the malformed lines. */
  onFile(values: { platform: string; file: File; onlyValidLines: boolean }): void | Promise<void>;
  /** The last file's lines that are not keys of its store: fix the file, or import only the valid lines. */
  malformed?: MalformedLinesView | null;
  /** Reading and sending the file, 0 to 1; null when idle. */
  progress?: number | null;
  /** Stops the file under way; nothing of it is added. */
  onCancelUpload?(): void;
  /** What the last add did. */
  report?: AddCodesReportView | null;
  serverError?: FormServerError | null;
  busy?: boolean;
}

const lineNumbers = (lines: readonly number[]) => lines.map((line) => formatCount(line)).join(', ');
/** The lines left out by number, saying so when they are only the first of more. */
const leftOutLines = (lines: readonly number[], total: number) =>
  lines.length === 0
    ? ''
    : ` (${lines.length < total ? `the first ${lines.length} lines: ` : lines.length === 1 ? 'line ' : 'lines '}${lineNumbers(lines)})`;

/** Codes pasted one per line, or a text or CSV file (first column), for one platform (spec 5). */
export function AddCodesForm({
  itemName,
  onPaste,
  onFile,
  malformed = null,
  progress = null,
  onCancelUpload,
  report = null,
  serverError,
  busy = false,
}: AddCodesFormProps) {
  const [source, setSource] = useState<'paste' | 'file'>('paste');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const paste = useSchemaForm(addCodesSchema, { platform: '', codes: '' });
  const fileForm = useSchemaForm(platformOnlySchema, { platform: '' });
  const active = source === 'paste' ? paste : fileForm;
  const unplaced = useServerError(active as typeof paste, serverError);
  // A refused file is told at the file field, where the company picks another one.
  const fileRefusal = source === 'file' && unplaced?.field === 'file' && !malformed ? unplaced.message : null;
  const alert = fileRefusal || malformed ? null : unplaced;
  return (
    <section className="code-manager__add-codes" aria-label={`Add codes to ${itemName}`}>
      <RadioGroup
        label="Add codes by"
        name="code-source"
        inline
        value={source}
        onChange={(value) => setSource(value === 'file' ? 'file' : 'paste')}
        options={[
          { value: 'paste', label: 'Pasting them' },
          { value: 'file', label: 'Uploading a file' },
        ]}
      />
      {source === 'paste' ? (
        <form className="form" noValidate onSubmit={paste.handleSubmit((values) => onPaste(values))}>
          <Select
            label="Platform or store"
            placeholder="Choose a platform"
            options={PLATFORM_OPTIONS}
            {...paste.register('platform')}
            error={paste.formState.errors.platform?.message}
          />
          <Textarea
            label="Codes, one per line"
            rows={8}
            spellCheck={false}
            autoComplete="off"
            {...paste.register('codes')}
            error={paste.formState.errors.codes?.message}
          />
          <div className="form__actions">
            <Button type="submit" loading={busy}>
              Add codes
            </Button>
          </div>
        </form>
      ) : (
        <form
          className="form"
          noValidate
          onSubmit={fileForm.handleSubmit((values) => {
            if (!file) {
              setFileError('Choose a .txt or .csv file of codes.');
              return;
            }
            return onFile({ platform: values.platform, file, onlyValidLines: false });
          })}
        >
          <Select
            label="Platform or store"
            placeholder="Choose a platform"
            options={PLATFORM_OPTIONS}
            {...fileForm.register('platform')}
            error={fileForm.formState.errors.platform?.message}
          />
          <div className="code-manager__file">
            <label htmlFor="codes-file">Text or CSV file</label>
            <input
              id="codes-file"
              type="file"
              accept=".txt,.csv,text/plain,text/csv"
              aria-describedby="codes-file-hint"
              aria-invalid={fileError || fileRefusal ? true : undefined}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setFileError(null);
              }}
            />
            <p id="codes-file-hint" className="code-manager__hint">
              One code per line, or the first column of a CSV. Up to 16 MB (about 1,000,000 codes).
            </p>
            {(fileError ?? fileRefusal) && (
              <p className="code-manager__error" role="alert">
                {fileError ?? fileRefusal}
              </p>
            )}
          </div>
          {progress !== null && (
            <div className="code-manager__progress">
              <progress max={1} value={progress} aria-label="Upload progress" />
              {/* Once sent, the codes are checked and added in one step the bar cannot follow. */}
              <span>{progress < 1 ? `${Math.round(progress * 100)}%` : 'Adding the codes…'}</span>
              {onCancelUpload && (
                <Button variant="secondary" onClick={onCancelUpload}>
                  Cancel upload
                </Button>
              )}
            </div>
          )}
          <div className="form__actions">
            <Button type="submit" loading={busy}>
              Upload codes
            </Button>
          </div>
        </form>
      )}
      {malformed && file && (
        <Alert tone="warning" title="Some lines are not keys">
          <p>{malformed.message}</p>
          <p>
            {malformed.lines.length < malformed.malformed ? `The first ${malformed.lines.length} lines: ` : 'Lines: '}
            {lineNumbers(malformed.lines)}.
          </p>
          {malformed.valid > 0 && (
            <div className="form__actions">
              <Button
                variant="secondary"
                loading={busy}
                onClick={() => void onFile({ platform: fileForm.getValues('platform'), file, onlyValidLines: true })}
              >
                {`Import only the ${plural(malformed.valid, 'valid line', 'valid lines')}`}
              </Button>
            </div>
          )}
        </Alert>
      )}
      {alert && (
        <Alert tone="error" title="Upload codes failed">
          {alert.message}
        </Alert>
      )}
      {report && (
        <Alert tone={report.added > 0 ? 'success' : 'warning'} title={`${plural(report.added, 'code', 'codes')} added`}>
          <ul className="code-manager__report">
            {report.duplicatesInPaste > 0 && (
              <li>
                {plural(report.duplicatesInPaste, 'line repeated a code', 'lines repeated a code')} earlier in the same list: skipped.
              </li>
            )}
            {report.alreadyExisting > 0 && (
              <li>{plural(report.alreadyExisting, 'code was', 'codes were')} already in this item: skipped.</li>
            )}
            {(report.malformedSkipped ?? 0) > 0 && (
              <li>
                {plural(report.malformedSkipped ?? 0, 'line that was not a key was', 'lines that were not keys were')} left out
                {leftOutLines(report.malformedLines ?? [], report.malformedSkipped ?? 0)}.
              </li>
            )}
            {report.fulfilledRequests > 0 && (
              <li>
                {plural(report.fulfilledRequests, 'creator request for more codes is', 'creator requests for more codes are')} answered.
              </li>
            )}
            <li>
              {plural(report.available, 'code', 'codes')} available
              {report.unavailable > 0 ? `, ${formatCount(report.unavailable)} waiting to be allocated` : ''}.
            </li>
          </ul>
          {report.firstDuplicates && report.firstDuplicates.length > 0 && (
            <>
              <p>
                {report.firstDuplicates.length === 1 ? 'The skipped line:' : `The first ${report.firstDuplicates.length} skipped lines:`}
              </p>
              <ul className="code-manager__report">
                {report.firstDuplicates.map((d) => (
                  <li key={d.line}>
                    Line {formatCount(d.line)}: <code>{d.masked}</code>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Alert>
      )}
    </section>
  );
}

import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { fieldDescription } from '../forms/field-ids.ts';
import { ASSET_EXTENSIONS, IMAGE_TYPES, validateUpload, type UploadKind } from './file-rules.ts';
import '../forms/field.css';
import './FileUpload.css';

export interface FileUploadProps {
  /** Visible label of the file input. */
  label: ReactNode;
  /** Images (5 MB, 4K) or downloadable assets (.zip/.rar, 2 GB). */
  kind: UploadKind;
  /** Called with a file that passed every check; the caller uploads it. */
  onSelect(file: File): void;
  /** Called with the message when a chosen file is refused. */
  onReject?(message: string, file: File): void;
  /** Upload progress 0-100 reported by the caller; omit (or null) when nothing is uploading. */
  progress?: number | null;
  /** Name of the file already uploaded or uploading, shown to the person. */
  fileName?: string | null;
  /** Error from the caller (e.g. the upload failed); shown like a validation error. */
  error?: string | null;
  /** Help text; defaults to the limits of the kind. */
  hint?: ReactNode;
  /** Blocks choosing a file. */
  disabled?: boolean;
}

const LIMITS: Record<UploadKind, string> = {
  image: 'PNG, JPEG, GIF or WebP, up to 5 MB and 3840 × 2160 pixels.',
  asset: '.zip or .rar, up to 2 GB.',
};
const ACCEPT: Record<UploadKind, string> = { image: IMAGE_TYPES.join(','), asset: ASSET_EXTENSIONS.join(',') };

/**
 * A file input (also a drop target) that checks the product's limits before handing the file over.
 * `accept` only filters the browser's dialog, so every file is checked again here.
 */
export function FileUpload({
  label,
  kind,
  onSelect,
  onReject,
  progress = null,
  fileName = null,
  error,
  hint = LIMITS[kind],
  disabled,
}: FileUploadProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [checking, setChecking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const shownError = refusal ?? error ?? undefined;
  const { hintId, errorId, describedBy } = fieldDescription(id, hint, shownError);
  const uploading = progress !== null;
  const percent = Math.round(Math.min(100, Math.max(0, progress ?? 0)));

  const take = async (file: File | undefined) => {
    if (!file || disabled) return;
    setChecking(true);
    const message = await validateUpload(file, kind);
    setChecking(false);
    setRefusal(message);
    if (message) onReject?.(message, file);
    else onSelect(file);
    // Clearing lets the same file be chosen again after a refusal.
    if (inputRef.current) inputRef.current.value = '';
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  };

  return (
    <div className="field file-upload">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div
        className={['file-upload__zone', dragging && 'file-upload__zone--dragging'].filter(Boolean).join(' ')}
        data-testid="drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={ACCEPT[kind]}
          disabled={disabled || uploading}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy}
          aria-busy={checking || undefined}
          onChange={(event) => void take(event.target.files?.[0])}
        />
        <span className="file-upload__or" aria-hidden="true">
          or drop a file here
        </span>
      </div>
      {checking && <p role="status">Checking the file…</p>}
      {fileName && !uploading && <p className="file-upload__name">Selected: {fileName}</p>}
      {uploading && (
        <div className="file-upload__progress">
          <label htmlFor={`${id}-progress`}>Uploading {fileName ?? 'file'}</label>
          <progress id={`${id}-progress`} max={100} value={percent} />
          <span aria-hidden="true">{percent}%</span>
        </div>
      )}
      {shownError && (
        <p className="field__error" id={errorId} role="alert">
          {shownError}
        </p>
      )}
      <p className="field__hint" id={hintId}>
        {hint}
      </p>
    </div>
  );
}

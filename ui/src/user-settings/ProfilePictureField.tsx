import { useState } from 'react';
import { Avatar } from '../avatar/Avatar.tsx';
import { Button } from '../button/Button.tsx';
import { FileUpload } from '../file-upload/FileUpload.tsx';
import './ProfilePictureField.css';

/** What the caller's upload answers: the new picture's address, or why it was refused (the server's words). */
export type PictureUploadOutcome = { ok: true; url: string } | { ok: false; message: string };

export interface ProfilePictureFieldProps {
  /** Whose picture: the avatar's accessible name and the source of its initials. */
  name: string;
  /** The current picture; initials are shown without one. */
  pictureUrl: string | null;
  /** Sends a file that passed the browser's checks (type, 5 MB, 4K); the server checks the bytes again. */
  onUpload(file: File, onProgress: (percent: number) => void): Promise<PictureUploadOutcome>;
  /** Removes the picture; resolves once it is gone. */
  onRemove(): Promise<void>;
}

/** Spec 3 "profile picture", with spec 5's image limits: the field shows every refusal beside itself. */
export function ProfilePictureField({ name, pictureUrl, onUpload, onRemove }: ProfilePictureFieldProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const upload = async (file: File) => {
    setFileName(file.name);
    setError(null);
    setProgress(0);
    const outcome = await onUpload(file, setProgress);
    setProgress(null);
    if (!outcome.ok) setError(outcome.message);
  };
  return (
    <section className="profile-picture-field" aria-labelledby="profile-picture-heading">
      <h2 id="profile-picture-heading">Profile picture</h2>
      <div className="profile-picture-field__row">
        <Avatar name={name} src={pictureUrl} size="lg" />
        <div className="profile-picture-field__controls">
          <FileUpload
            label={pictureUrl ? 'Choose a new picture' : 'Choose a picture'}
            kind="image"
            hint="Shown on your creator pages and beside your name. PNG, JPEG, GIF or WebP, up to 5 MB and 3840 × 2160 pixels."
            onSelect={(file) => void upload(file)}
            onReject={() => setError(null)}
            progress={progress}
            fileName={fileName}
            error={error}
            disabled={progress !== null || removing}
          />
          {pictureUrl && (
            <Button
              variant="secondary"
              disabled={removing || progress !== null}
              onClick={async () => {
                setRemoving(true);
                try {
                  await onRemove();
                  setFileName(null);
                } finally {
                  setRemoving(false);
                }
              }}
            >
              {removing ? 'Removing…' : 'Remove picture'}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}

import { addCodeItemSchema, CODE_ITEM_TYPES, type AddCodeItemInput } from '@lurkit/core/codes/domain/code-item.schema.ts';
import { useState } from 'react';
import { Alert } from '../alert/Alert.tsx';
import { FileUpload } from '../file-upload/FileUpload.tsx';
import { Button } from '../button/Button.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { useReportEdits, type EditGuardProps } from '../forms/use-report-edits.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { RadioGroup } from '../radio-group/RadioGroup.tsx';
import { Select } from '../select/Select.tsx';
import { TextField } from '../text-field/TextField.tsx';
import { Textarea } from '../textarea/Textarea.tsx';
import { ITEM_TYPE_LABELS } from './item-labels.ts';
import '../forms/form.css';
import './CodeManager.css';

export type ImageUploadOutcome = { ok: true; url: string } | { ok: false; message: string };

export interface AddItemFormProps {
  /** Called with the checked form values; `imageUrl` is the uploaded image's path when one was uploaded; false when refused. */
  onAdd(item: AddCodeItemInput): unknown;
  /** The server's refusal, shown at its field ("Item already in Code Manager." at the name). */
  serverError?: FormServerError | null;
  /** The item is being added. */
  adding?: boolean;
  /** Uploads a chosen image (already checked for type, 5 MB and 4K); without it the form asks for an https link. */
  onUploadImage?(file: File): Promise<ImageUploadOutcome>;
  /** Upload progress of the image, 0-100; null when nothing is uploading. */
  imageProgress?: number | null;
  /** A page's leave guard for an item typed but not added (useEditGuard). */
  guard?: EditGuardProps;
}

const TYPE_OPTIONS = CODE_ITEM_TYPES.map((type) => ({ value: type, label: ITEM_TYPE_LABELS[type] }));

/** Spec 5: item name required; the game required for games, demos, DLC and in-game items; a description for other items. */
export function AddItemForm({ onAdd, serverError, adding = false, onUploadImage, imageProgress = null, guard = {} }: AddItemFormProps) {
  const form = useSchemaForm(addCodeItemSchema, { type: 'game', name: '', game: '', description: '', imageUrl: '', allocation: 'auto' });
  const { register, handleSubmit, formState, watch, setValue } = form;
  const alert = useServerError(form, serverError);
  const submit = useReportEdits(form, onAdd, guard);
  const type = watch('type');
  const imageUrl = watch('imageUrl');
  const [image, setImage] = useState<{ name: string; error: string | null } | null>(null);
  const upload = async (file: File) => {
    setImage({ name: file.name, error: null });
    const outcome = await onUploadImage!(file);
    if (outcome.ok) setValue('imageUrl', outcome.url, { shouldDirty: true });
    else setImage({ name: file.name, error: outcome.message });
  };
  return (
    <form className="form" noValidate aria-label="Add a game or item" onSubmit={handleSubmit(submit)}>
      <Select label="Type" options={TYPE_OPTIONS} {...register('type')} error={formState.errors.type?.message} />
      <TextField label="Item name" {...register('name')} error={formState.errors.name?.message} />
      {type !== 'other' && (
        <TextField
          label={type === 'game' ? 'Game' : 'Linked base game'}
          hint={type === 'game' ? 'The game the codes unlock.' : 'The game this item belongs to.'}
          {...register('game')}
          error={formState.errors.game?.message}
        />
      )}
      {type === 'other' && (
        <Textarea label="Description (optional)" rows={3} {...register('description')} error={formState.errors.description?.message} />
      )}
      {onUploadImage ? (
        <>
          <FileUpload
            label="Image (optional)"
            kind="image"
            hint="Recommended 120 × 160 pixels. PNG, JPEG, GIF or WebP, up to 5 MB and 4K."
            onSelect={(file) => void upload(file)}
            onReject={() => setValue('imageUrl', '')}
            progress={imageProgress}
            fileName={image?.name ?? null}
            error={image?.error ?? formState.errors.imageUrl?.message}
          />
          {imageUrl && !image?.error && (
            <img className="code-manager__preview" src={imageUrl} alt="The item's image" width={120} height={160} />
          )}
        </>
      ) : (
        <TextField
          label="Image link (optional)"
          type="url"
          hint="Recommended 120 × 160 pixels, up to 5 MB."
          {...register('imageUrl')}
          error={formState.errors.imageUrl?.message}
        />
      )}
      <RadioGroup
        label="Allocation"
        name="allocation"
        value={watch('allocation')}
        onChange={(value) => setValue('allocation', value === 'manual' ? 'manual' : 'auto', { shouldDirty: true })}
        options={[
          { value: 'auto', label: 'Automatic: new codes are available to creators at once' },
          { value: 'manual', label: 'Manual: new codes stay unavailable until you allocate them' },
        ]}
      />
      <div className="form__actions">
        <Button type="submit" loading={adding}>
          Add item
        </Button>
      </div>
      {alert && <Alert tone="error">{alert.message}</Alert>}
    </form>
  );
}

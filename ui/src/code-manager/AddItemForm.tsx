import { addCodeItemSchema, CODE_ITEM_TYPES, type AddCodeItemInput } from '@lurkit/core/codes/domain/code-item.schema.ts';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { RadioGroup } from '../radio-group/RadioGroup.tsx';
import { Select } from '../select/Select.tsx';
import { TextField } from '../text-field/TextField.tsx';
import { Textarea } from '../textarea/Textarea.tsx';
import { ITEM_TYPE_LABELS } from './item-labels.ts';
import '../forms/form.css';

export interface AddItemFormProps {
  onAdd(item: AddCodeItemInput): void | Promise<void>;
  serverError?: FormServerError | null;
  adding?: boolean;
}

const TYPE_OPTIONS = CODE_ITEM_TYPES.map((type) => ({ value: type, label: ITEM_TYPE_LABELS[type] }));

/** Spec 5: item name required; the game required for games, demos, DLC and in-game items; a description for other items. */
export function AddItemForm({ onAdd, serverError, adding = false }: AddItemFormProps) {
  const form = useSchemaForm(addCodeItemSchema, { type: 'game', name: '', game: '', description: '', imageUrl: '', allocation: 'auto' });
  const { register, handleSubmit, formState, watch, setValue } = form;
  const alert = useServerError(form, serverError);
  const type = watch('type');
  return (
    <form className="form" noValidate aria-label="Add a game or item" onSubmit={handleSubmit((values) => onAdd(values))}>
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
      <TextField
        label="Image link (optional)"
        type="url"
        hint="Recommended 120 × 160 pixels, up to 5 MB."
        {...register('imageUrl')}
        error={formState.errors.imageUrl?.message}
      />
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

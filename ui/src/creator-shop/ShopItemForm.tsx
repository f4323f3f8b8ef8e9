import { shopItemFormSchema, type ShopItemFormInput } from '@lurkit/core/shop/domain/shop.schema.ts';
import type * as v from 'valibot';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { TextField } from '../text-field/TextField.tsx';
import { Textarea } from '../textarea/Textarea.tsx';
import '../forms/form.css';

export type ShopItemValues = v.InferOutput<typeof shopItemFormSchema>;

export interface ShopItemFormProps {
  /** Called with the checked item when staff add it. */
  onSubmit(values: ShopItemValues): void | Promise<void>;
  /** The server's answer to the last save; shown beside its field or above the button. */
  serverError?: FormServerError | null;
  /** True while the save runs. */
  submitting?: boolean;
}

const EMPTY = { name: '', description: '', priceCoins: 100, stock: 10 } satisfies ShopItemFormInput;

/** Staff put an item in the creator shop: name, description, price in Lurkcoins and stock. */
export function ShopItemForm({ onSubmit, serverError, submitting = false }: ShopItemFormProps) {
  const { register, handleSubmit, setError, getValues, formState, reset } = useSchemaForm(shopItemFormSchema, EMPTY);
  const alert = useServerError({ setError, getValues }, serverError);
  const { errors } = formState;
  return (
    <form
      className="form"
      noValidate
      onSubmit={handleSubmit(async (values) => {
        await onSubmit(values);
        reset(EMPTY);
      })}
    >
      <TextField label="Item name" {...register('name')} error={errors.name?.message} />
      <Textarea label="Description" {...register('description')} error={errors.description?.message} />
      <TextField
        label="Price in Lurkcoins"
        type="number"
        min={1}
        step={1}
        {...register('priceCoins', { valueAsNumber: true })}
        error={errors.priceCoins?.message}
      />
      <TextField
        label="Stock"
        type="number"
        min={0}
        step={1}
        {...register('stock', { valueAsNumber: true })}
        error={errors.stock?.message}
      />
      {alert && <Alert tone="error">{alert.message}</Alert>}
      <Button type="submit" loading={submitting}>
        Add to the shop
      </Button>
    </form>
  );
}

import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Button } from '../button/Button.tsx';
import { TextField } from '../text-field/TextField.tsx';
import './LinksFieldset.css';

export interface LabelledLink {
  label: string;
  url: string;
}

type LinkErrors = ({ label?: { message?: string }; url?: { message?: string } } | undefined)[] & { message?: string };

export interface LinksFieldsetProps<T extends { links?: LabelledLink[] | undefined }, C, O> {
  /** The form whose `links` field this edits. */
  form: UseFormReturn<T, C, O>;
  /** How many links the page shows at most; past it, "Add a link" gives way to a note. */
  max: number;
}

/** A page's labelled links (creator pages, the company page): add, edit and remove, each error at its field. */
export function LinksFieldset<T extends { links?: LabelledLink[] | undefined }, C, O>({ form, max }: LinksFieldsetProps<T, C, O>) {
  // react-hook-form cannot narrow a generic form to its `links` path, so the one field is addressed directly.
  const linksForm = form as unknown as UseFormReturn<{ links: LabelledLink[] }>;
  const links = useFieldArray({ control: linksForm.control, name: 'links' });
  const errors = (linksForm.formState.errors.links ?? []) as LinkErrors;
  return (
    <fieldset className="links-fieldset">
      <legend>Links</legend>
      {links.fields.map((field, index) => (
        <div key={field.id} className="links-fieldset__link">
          <TextField
            label={`Link ${index + 1} label`}
            {...linksForm.register(`links.${index}.label`)}
            error={errors[index]?.label?.message}
          />
          <TextField
            label={`Link ${index + 1} address`}
            type="url"
            inputMode="url"
            {...linksForm.register(`links.${index}.url`)}
            error={errors[index]?.url?.message}
          />
          <Button variant="ghost" onClick={() => links.remove(index)}>
            Remove link {index + 1}
          </Button>
        </div>
      ))}
      {errors.message && <p className="field__error">{errors.message}</p>}
      {links.fields.length < max ? (
        <Button variant="secondary" onClick={() => links.append({ label: '', url: '' })}>
          Add a link
        </Button>
      ) : (
        <p className="links-fieldset__note">A page shows at most {max} links.</p>
      )}
    </fieldset>
  );
}

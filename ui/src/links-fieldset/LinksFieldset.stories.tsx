import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { expect } from 'storybook/test';
import { LinksFieldset, type LabelledLink } from './LinksFieldset.tsx';

interface HarnessProps {
  links: LabelledLink[];
  max: number;
  /** An error set on the first link's address, as the form's schema or the server would. */
  urlError?: string;
}

/** The fieldset inside the smallest form that has links, as the page forms hold it. */
function Harness({ links, max, urlError }: HarnessProps) {
  const form = useForm<{ links: LabelledLink[] }>({ defaultValues: { links } });
  useEffect(() => {
    if (urlError) form.setError('links.0.url', { message: urlError });
  }, [form, urlError]);
  return (
    <form className="form" noValidate>
      <LinksFieldset form={form} max={max} />
    </form>
  );
}

const meta = {
  title: 'Inputs/Links fieldset',
  component: LinksFieldset,
  render: (args) => <Harness {...(args as unknown as HarnessProps)} />,
} satisfies Meta<typeof LinksFieldset>;

export default meta;
type Story = StoryObj<HarnessProps>;

/** No links yet: one can be added, and removed again. */
export const Empty: Story = {
  args: { links: [], max: 5 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add a link' }));
    await expect(canvas.getByLabelText('Link 1 label')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove link 1' }));
    await expect(canvas.queryByLabelText('Link 1 label')).not.toBeInTheDocument();
  },
};

/** At the page's limit "Add a link" gives way to a note saying how many a page shows. */
export const AtTheLimit: Story = {
  args: {
    links: [
      { label: 'Discord', url: 'https://discord.gg/northern' },
      { label: 'Shop', url: 'https://shop.example.com' },
    ],
    max: 2,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Add a link' })).not.toBeInTheDocument();
    await expect(canvas.getByText('A page shows at most 2 links.')).toBeInTheDocument();
  },
};

/** An address the schema refused shows at its own field. */
export const WithAnError: Story = {
  args: { links: [{ label: 'Site', url: 'ftp://example.com' }], max: 5, urlError: 'Enter a web address starting with https://.' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Enter a web address starting with https://.')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Link 1 address')).toHaveAttribute('aria-invalid', 'true');
  },
};

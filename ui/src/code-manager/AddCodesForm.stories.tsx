import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddCodesForm } from './AddCodesForm.tsx';

const meta = {
  title: 'Code Manager/Add codes form',
  component: AddCodesForm,
  args: { itemName: 'Moonlight Drifters', onPaste: fn(), onFile: fn(), progress: null, report: null, serverError: null, busy: false },
} satisfies Meta<typeof AddCodesForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add codes' }));
    await expect(await canvas.findByText('Platform name is required.')).toBeVisible();
    await expect(canvas.getByText('Paste at least one code, one per line.')).toBeVisible();
    await expect(args.onPaste).not.toHaveBeenCalled();
  },
};

export const Pasted: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Platform or store'), 'Steam');
    await userEvent.type(canvas.getByLabelText('Codes, one per line'), 'AAAA-1{enter}AAAA-2');
    await userEvent.click(canvas.getByRole('button', { name: 'Add codes' }));
    await expect(args.onPaste).toHaveBeenCalledWith({ platform: 'Steam', codes: 'AAAA-1\nAAAA-2' });
  },
};

export const FileWithoutFile: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByLabelText('Uploading a file'));
    await userEvent.selectOptions(canvas.getByLabelText('Platform or store'), 'Steam');
    await userEvent.click(canvas.getByRole('button', { name: 'Upload codes' }));
    await expect(await canvas.findByText('Choose a .txt or .csv file of codes.')).toBeVisible();
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};

/** Reading and sending a large file shows how far it got. */
export const Uploading: Story = {
  args: { busy: true, progress: 0.62 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText('Uploading a file'));
    await expect(canvas.getByText('62%')).toBeVisible();
  },
};

/** A file under way can be stopped; once sent, the bar says the codes are being added. */
export const CancelUpload: Story = {
  args: { busy: true, progress: 1, onCancelUpload: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByLabelText('Uploading a file'));
    await expect(canvas.getByText('Adding the codes…')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel upload' }));
    await expect(args.onCancelUpload).toHaveBeenCalledOnce();
  },
};

/** The report counts duplicates within the upload and against stored codes; nothing was half-saved. */
export const Report: Story = {
  args: {
    report: {
      added: 98_000,
      duplicatesInPaste: 1_500,
      alreadyExisting: 500,
      firstDuplicates: [
        { line: 12, masked: '••••••••7QX2' },
        { line: 1_204, masked: '••••••••K9PA' },
      ],
      fulfilledRequests: 2,
      available: 98_000,
      unavailable: 0,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('98,000 codes added')).toBeVisible();
    await expect(canvas.getByText('The first 2 skipped lines:')).toBeVisible();
    await expect(canvas.getByText(/Line 1,204:/)).toHaveTextContent('Line 1,204: ••••••••K9PA');
    await expect(canvas.getByText(/1,500 lines repeated a code/)).toBeVisible();
    await expect(canvas.getByText(/500 codes were already in this item/)).toBeVisible();
  },
};

export const UploadFailed: Story = {
  args: { serverError: { code: 'UPLOAD_FAILED', message: 'Upload codes failed: the connection dropped. Nothing was added.' } },
  play: async ({ canvas }) => expect(await canvas.findByText(/the connection dropped/)).toBeVisible(),
};

/** A paste holding a control character is refused whole, told at the codes field with its line. */
export const PasteRefused: Story = {
  args: {
    serverError: {
      code: 'CODES.PASTE_CONTROL_CHARACTER',
      field: 'codes',
      message: 'Line 2 holds a control character (such as NUL or a tab inside a code). Nothing was added: fix the list and add it again.',
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Line 2 holds a control character/)).toBeVisible();
    await expect(canvas.getByLabelText('Codes, one per line')).toHaveAttribute('aria-invalid', 'true');
  },
};

const aFile = () => new File(['AAAAA-AAAAA-AAAAA\nnot a key\n'], 'codes.txt', { type: 'text/plain' });

/** A binary or damaged file is refused at the file field, where the company picks another one. */
export const FileRefused: Story = {
  args: {
    serverError: {
      code: 'CODES.FILE_NOT_TEXT',
      field: 'file',
      message: 'This file is not a text file. Save the codes as UTF-8 text (.txt) or CSV and upload that.',
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText('Uploading a file'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This file is not a text file.');
    await expect(canvas.getByLabelText('Text or CSV file')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Lines that are no keys of the store are listed; the company fixes the file or imports only the valid lines. */
export const MalformedLines: Story = {
  args: {
    malformed: {
      message: '2 lines are not Steam keys (XXXXX-XXXXX-XXXXX). Fix the file, or import only the 3 valid lines.',
      malformed: 2,
      lines: [4, 9],
      valid: 3,
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByLabelText('Uploading a file'));
    await userEvent.selectOptions(canvas.getByLabelText('Platform or store'), 'Steam');
    const file = aFile();
    await userEvent.upload(canvas.getByLabelText('Text or CSV file'), file);
    await expect(canvas.getByText('Lines: 4, 9.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Import only the 3 valid lines' }));
    await expect(args.onFile).toHaveBeenCalledWith({ platform: 'Steam', file, onlyValidLines: true });
  },
};

/** Choosing a file and uploading it sends the file whole, with every line checked on the server. */
export const FileChosen: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByLabelText('Uploading a file'));
    await userEvent.selectOptions(canvas.getByLabelText('Platform or store'), 'Steam');
    const file = aFile();
    await userEvent.upload(canvas.getByLabelText('Text or CSV file'), file);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload codes' }));
    await expect(args.onFile).toHaveBeenCalledWith({ platform: 'Steam', file, onlyValidLines: false });
  },
};

export const ReportWithLeftOutLines: Story = {
  args: {
    report: {
      ...Report.args?.report,
      added: 3,
      duplicatesInPaste: 0,
      alreadyExisting: 0,
      firstDuplicates: [],
      fulfilledRequests: 0,
      available: 3,
      unavailable: 0,
      malformedSkipped: 2,
    },
  },
  play: async ({ canvas }) => expect(canvas.getByText('2 lines that were not keys were left out.')).toBeVisible(),
};

/** Spec 5: a messy file's figures once it is in: added, repeats within it, codes already held and lines left out by number. */
export const ReportOfAMessyFile: Story = {
  args: {
    report: {
      added: 2,
      duplicatesInPaste: 1,
      alreadyExisting: 1,
      firstDuplicates: [
        { line: 4, masked: '•••••••••••••AAAA' },
        { line: 6, masked: '•••••••••••••HHHH' },
      ],
      fulfilledRequests: 0,
      available: 3,
      unavailable: 0,
      malformedSkipped: 2,
      malformedLines: [5, 8],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 codes added')).toBeVisible();
    await expect(canvas.getByText(/1 line repeated a code earlier/)).toBeVisible();
    await expect(canvas.getByText(/1 code was already in this item/)).toBeVisible();
    await expect(canvas.getByText('2 lines that were not keys were left out (lines 5, 8).')).toBeVisible();
    await expect(canvas.getByText(/Line 6:/)).toHaveTextContent('Line 6: •••••••••••••HHHH');
  },
};

/** Spec 3: the platform is picked from the vocabulary, its stores and consoles grouped by family. */
export const PlatformsByFamily: Story = {
  play: async ({ canvas, args }) => {
    const playstation = canvas.getByRole('group', { name: 'PlayStation' });
    await expect(within(playstation).getByRole('option', { name: 'PlayStation 5' })).toBeInTheDocument();
    await expect(within(canvas.getByRole('group', { name: 'PC' })).getByRole('option', { name: 'Steam' })).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByLabelText('Platform or store'), 'PlayStation 5');
    await userEvent.type(canvas.getByLabelText('Codes, one per line'), 'PS5-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Add codes' }));
    await expect(args.onPaste).toHaveBeenCalledWith({ platform: 'PlayStation 5', codes: 'PS5-1' });
  },
};

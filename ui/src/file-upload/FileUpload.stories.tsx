import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { chooseFiles, dropFiles, fileReportingSize, filledFile, pngFile } from '../story-helpers/files.ts';
import { checkFile, FILE_MESSAGES, MAX_ASSET_BYTES, MAX_IMAGE_BYTES } from './file-rules.ts';
import { FileUpload } from './FileUpload.tsx';

const meta = {
  title: 'Inputs/File upload',
  component: FileUpload,
  args: { label: 'Cover image', kind: 'image', onSelect: fn(), onReject: fn() },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Waits until the refusal is on screen and read with the input. */
async function expectRefused(canvas: Canvas, label: string, message: string) {
  await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(message));
  await expect(canvas.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message));
}

export const Image: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Cover image')).toHaveAccessibleDescription(
      'PNG, JPEG, GIF or WebP, up to 5 MB and 3840 × 2160 pixels.',
    );
  },
};

/** A 4K image exactly at the limit is accepted and handed to the caller. */
export const ImageAt4K: Story = {
  play: async ({ canvas, args }) => {
    const file = await pngFile(3840, 2160);
    chooseFiles(canvas.getByLabelText('Cover image'), file);
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith(file));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** One pixel wider than 4K: refused after decoding, with the real size in the message. */
export const ImageTooLarge: Story = {
  play: async ({ canvas, args }) => {
    chooseFiles(canvas.getByLabelText('Cover image'), await pngFile(3841, 2160));
    await expectRefused(canvas, 'Cover image', 'this one is 3841 × 2160');
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** Over 5 MB (5242880 bytes): refused before decoding; exactly 5 MB passes the size check. */
export const ImageOver5MB: Story = {
  play: async ({ canvas, args }) => {
    await expect(checkFile(filledFile('a.png', 'image/png', MAX_IMAGE_BYTES), 'image')).toBeNull();
    chooseFiles(canvas.getByLabelText('Cover image'), filledFile('huge.png', 'image/png', MAX_IMAGE_BYTES + 1));
    await expectRefused(canvas, 'Cover image', FILE_MESSAGES.imageSize);
    await expect(args.onReject).toHaveBeenCalledWith(FILE_MESSAGES.imageSize, expect.any(File));
  },
};

/** A file dropped on the zone is checked like a chosen one: a PDF is not an image. */
export const ImageWrongTypeDropped: Story = {
  play: async ({ canvas }) => {
    dropFiles(canvas.getByTestId('drop-zone'), filledFile('brief.pdf', 'application/pdf', 10));
    await expectRefused(canvas, 'Cover image', FILE_MESSAGES.imageType);
  },
};

/** Named and typed like a PNG but not decodable. */
export const ImageUnreadable: Story = {
  play: async ({ canvas }) => {
    chooseFiles(canvas.getByLabelText('Cover image'), filledFile('fake.png', 'image/png', 100));
    await expectRefused(canvas, 'Cover image', FILE_MESSAGES.imageUnreadable);
  },
};

export const Asset: Story = {
  args: { kind: 'asset', label: 'Creator kit' },
  play: async ({ canvas, args }) => {
    const file = fileReportingSize('kit.rar', '', MAX_ASSET_BYTES);
    chooseFiles(canvas.getByLabelText('Creator kit'), file);
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith(file));
  },
};

export const AssetOver2GB: Story = {
  args: Asset.args,
  play: async ({ canvas, args }) => {
    chooseFiles(canvas.getByLabelText('Creator kit'), fileReportingSize('kit.zip', 'application/zip', MAX_ASSET_BYTES + 1));
    await expectRefused(canvas, 'Creator kit', FILE_MESSAGES.assetSize);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const AssetWrongType: Story = {
  args: Asset.args,
  play: async ({ canvas }) => {
    chooseFiles(canvas.getByLabelText('Creator kit'), filledFile('kit.7z', 'application/x-7z-compressed', 10));
    await expectRefused(canvas, 'Creator kit', FILE_MESSAGES.assetType);
  },
};

/** The caller reports progress; the bar shows it and the input is locked meanwhile. */
export const Uploading: Story = {
  args: { ...Asset.args, fileName: 'kit.zip', progress: 42 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading kit.zip' });
    await expect(bar).toHaveAttribute('value', '42');
    await expect(canvas.getByText('42%')).toBeVisible();
    await expect(canvas.getByLabelText('Creator kit')).toBeDisabled();
  },
};

export const UploadComplete: Story = {
  args: { ...Uploading.args, progress: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Selected: kit.zip')).toBeVisible();
  },
};

export const UploadFailed: Story = {
  args: { ...UploadComplete.args, error: 'The upload failed. Please try again.' },
  play: async ({ canvas }) => expectRefused(canvas, 'Creator kit', 'The upload failed. Please try again.'),
};

export const Disabled: Story = { args: { disabled: true } };

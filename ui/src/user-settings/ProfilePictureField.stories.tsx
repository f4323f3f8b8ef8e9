import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FILE_MESSAGES, MAX_IMAGE_BYTES } from '../file-upload/file-rules.ts';
import { chooseFiles, filledFile, pngFile } from '../story-helpers/files.ts';
import { ProfilePictureField, type PictureUploadOutcome, type ProfilePictureFieldProps } from './ProfilePictureField.tsx';

const picture =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#6d4bd8"/><circle cx="32" cy="26" r="12" fill="#f3d2b3"/></svg>',
  );

/** Keeps the picture in state, as the page does with its account query. */
function Stateful(props: ProfilePictureFieldProps) {
  const [url, setUrl] = useState(props.pictureUrl);
  return (
    <ProfilePictureField
      {...props}
      pictureUrl={url}
      onUpload={async (file, onProgress) => {
        const outcome = await props.onUpload(file, onProgress);
        if (outcome.ok) setUrl(outcome.url);
        return outcome;
      }}
      onRemove={async () => {
        await props.onRemove();
        setUrl(null);
      }}
    />
  );
}

const meta = {
  title: 'Settings/Profile picture field',
  component: ProfilePictureField,
  args: {
    name: 'Anna Streams',
    pictureUrl: null,
    onUpload: fn(async (): Promise<PictureUploadOutcome> => ({ ok: true, url: picture })),
    onRemove: fn(async () => undefined),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ProfilePictureField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No picture yet: initials, and the limits read with the input. */
export const NoPicture: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Anna Streams' })).toHaveTextContent('AS');
    await expect(canvas.getByLabelText('Choose a picture')).toHaveAccessibleDescription(expect.stringContaining('up to 5 MB'));
    await expect(canvas.queryByRole('button', { name: 'Remove picture' })).not.toBeInTheDocument();
  },
};

/** A chosen image is sent and then shown in place of the initials. */
export const Uploads: Story = {
  play: async ({ canvas, args }) => {
    const file = await pngFile(400, 400, 'me.png');
    chooseFiles(canvas.getByLabelText('Choose a picture'), file);
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledWith(file, expect.any(Function)));
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Anna Streams' })).toHaveAttribute('src', picture));
    await expect(canvas.getByRole('button', { name: 'Remove picture' })).toBeEnabled();
  },
};

export const WithPicture: Story = {
  args: { pictureUrl: picture },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: 'Anna Streams' })).toHaveAttribute('src', picture);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove picture' }));
    await waitFor(() => expect(args.onRemove).toHaveBeenCalled());
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Anna Streams' })).toHaveTextContent('AS'));
  },
};

/** Over 5 MB: refused in the browser, at the field, and nothing is sent. */
export const TooLarge: Story = {
  play: async ({ canvas, args }) => {
    chooseFiles(canvas.getByLabelText('Choose a picture'), filledFile('huge.png', 'image/png', MAX_IMAGE_BYTES + 1));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(FILE_MESSAGES.imageSize));
    await expect(canvas.getByLabelText('Choose a picture')).toHaveAccessibleDescription(expect.stringContaining(FILE_MESSAGES.imageSize));
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** The server reads the bytes and refuses them: its message shows at the field and the initials stay. */
export const RefusedByServer: Story = {
  args: { onUpload: fn(async (): Promise<PictureUploadOutcome> => ({ ok: false, message: 'Choose a PNG, JPEG, GIF or WebP image.' })) },
  play: async ({ canvas }) => {
    chooseFiles(canvas.getByLabelText('Choose a picture'), await pngFile(20, 20, 'odd.png'));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Choose a PNG, JPEG, GIF or WebP image.'));
    await expect(canvas.getByRole('img', { name: 'Anna Streams' })).toHaveTextContent('AS');
  },
};

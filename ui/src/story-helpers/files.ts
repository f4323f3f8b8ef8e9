import { fireEvent } from 'storybook/test';

/** A real PNG of the given pixel size, drawn on a canvas so the component's Image decode sees true dimensions. */
export async function pngFile(width: number, height: number, name = 'cover.png') {
  const canvas = new OffscreenCanvas(width, height);
  // convertToBlob refuses a canvas that never had a rendering context.
  canvas.getContext('2d')?.fillRect(0, 0, 1, 1);
  const blob = await canvas.convertToBlob({ type: 'image/png' });
  return new File([blob], name, { type: 'image/png' });
}

/** A file of exactly `bytes` bytes (zeros): enough for size and type checks. */
export const filledFile = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });

/** A small file that reports a huge size, for limits (like 2 GB) a test browser cannot allocate. */
export function fileReportingSize(name: string, type: string, size: number) {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/**
 * Chooses files in a file input the way the browser's dialog does (the input's files and a change event),
 * ignoring `accept` like a person who picks "All files" would.
 */
export function chooseFiles(input: HTMLElement, ...files: File[]) {
  // The list holds the very File objects given, so a size reported by fileReportingSize survives.
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
}

/** Drops files on an element, as a drag from the desktop does. */
export function dropFiles(target: HTMLElement, ...files: File[]) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  target.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
}

import { useEditorState, type Editor } from '@tiptap/react';

export interface ToolbarProps {
  /** The editor the buttons act on. */
  editor: Editor;
  /** Opens the link form. */
  onLink(): void;
}

/** Formatting buttons; aria-pressed tells screen reader users which marks are on at the cursor. */
export function Toolbar({ editor, onLink }: ToolbarProps) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
    }),
  });
  const buttons = [
    { label: 'Bold', pressed: active.bold, run: () => editor.chain().focus().toggleBold().run() },
    { label: 'Italic', pressed: active.italic, run: () => editor.chain().focus().toggleItalic().run() },
    { label: 'Bulleted list', pressed: active.bulletList, run: () => editor.chain().focus().toggleBulletList().run() },
    { label: 'Numbered list', pressed: active.orderedList, run: () => editor.chain().focus().toggleOrderedList().run() },
  ];
  return (
    <div role="toolbar" aria-label="Formatting" className="rich-text__toolbar">
      {buttons.map((button) => (
        <button key={button.label} type="button" className="rich-text__tool" aria-pressed={button.pressed} onClick={button.run}>
          {button.label}
        </button>
      ))}
      <button type="button" className="rich-text__tool" aria-haspopup="true" onClick={onLink}>
        Insert link
      </button>
      {active.link && (
        <button type="button" className="rich-text__tool" onClick={() => editor.chain().focus().extendMarkRange('link').unsetLink().run()}>
          Remove link
        </button>
      )}
    </div>
  );
}

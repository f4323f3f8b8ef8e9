import { useId, useState, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { fieldDescription } from '../forms/field-ids.ts';
import { isAllowedLink } from './link-rule.ts';
import { LinkForm } from './LinkForm.tsx';
import { Toolbar } from './Toolbar.tsx';
import { FieldMessages } from '../forms/FieldMessages.tsx';
import '../forms/field.css';
import './RichTextEditor.css';

export interface RichTextEditorProps {
  /** Visible label; names the editing area. */
  label: ReactNode;
  /** Initial content as HTML. */
  defaultValue?: string;
  /** Called with the content as HTML after each change. */
  onChange?(html: string): void;
  /** The app host links must start with (spec: rich text links start with {host}), e.g. "https://app.lurkit.com". */
  allowedLinkPrefix: string;
  /** Error message under the editor; marks it invalid. */
  error?: string | undefined;
  /** Help text under the editor. */
  hint?: ReactNode;
  /** Read-only: no toolbar, no editing. */
  disabled?: boolean;
}

/** A small rich-text editor (tiptap) whose links can only point into the app. */
export function RichTextEditor({
  label,
  defaultValue = '',
  onChange,
  allowedLinkPrefix,
  error,
  hint,
  disabled = false,
}: RichTextEditorProps) {
  const id = useId();
  const [linking, setLinking] = useState(false);
  const { hintId, errorId, describedBy } = fieldDescription(id, hint, error);
  const editor = useEditor({
    editable: !disabled,
    content: defaultValue,
    extensions: [
      StarterKit.configure({
        heading: false,
        // Pasted or loaded links outside the app are dropped to plain text by the same rule the form applies.
        link: { openOnClick: false, autolink: false, isAllowedUri: (url) => isAllowedLink(url, allowedLinkPrefix) },
      }),
    ],
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        ...(disabled ? { 'aria-readonly': 'true' } : {}),
        class: 'field__control rich-text__content',
      },
    },
    onUpdate: ({ editor: current }) => onChange?.(current.getHTML()),
  });
  const hasSelection = useEditorState({ editor, selector: ({ editor: current }) => !current.state.selection.empty });

  const addLink = (href: string, text: string) => {
    const chain = editor.chain().focus();
    if (hasSelection) chain.extendMarkRange('link').setLink({ href }).run();
    else chain.insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] }).run();
    setLinking(false);
  };

  return (
    <div className="field rich-text">
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      {!disabled && <Toolbar editor={editor} onLink={() => setLinking(true)} />}
      {linking && (
        <LinkForm allowedLinkPrefix={allowedLinkPrefix} hasSelection={hasSelection} onAdd={addLink} onCancel={() => setLinking(false)} />
      )}
      <EditorContent editor={editor} />
      <FieldMessages error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}

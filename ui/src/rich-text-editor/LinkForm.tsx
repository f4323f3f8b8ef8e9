import { useState, type FormEvent } from 'react';
import { Button } from '../button/Button.tsx';
import { TextField } from '../text-field/TextField.tsx';
import { isAllowedLink, linkRuleMessage } from './link-rule.ts';

export interface LinkFormProps {
  /** Links must start with this (the app host). */
  allowedLinkPrefix: string;
  /** Whether text is selected: then the link wraps it and no link text is asked for. */
  hasSelection: boolean;
  /** Called with an allowed address and, without a selection, the text to show. */
  onAdd(href: string, text: string): void;
  /** Closes the form without a change. */
  onCancel(): void;
}

/** The inline "add link" form of the editor; refuses addresses outside the app with the rule's message. */
export function LinkForm({ allowedLinkPrefix, hasSelection, onAdd, onCancel }: LinkFormProps) {
  const [href, setHref] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  // Not a <form>: the editor may itself sit inside a form, and forms cannot nest.
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!isAllowedLink(href, allowedLinkPrefix)) return setError(linkRuleMessage(allowedLinkPrefix));
    onAdd(href.trim(), text.trim() || href.trim());
  };
  return (
    <div className="rich-text__link-form" role="group" aria-label="Add link">
      <TextField
        label="Link address"
        value={href}
        placeholder={allowedLinkPrefix}
        error={error}
        onChange={(event) => setHref(event.target.value)}
        onKeyDown={(event) => event.key === 'Enter' && submit(event)}
        autoFocus
      />
      {!hasSelection && <TextField label="Link text" value={text} onChange={(event) => setText(event.target.value)} />}
      <div className="rich-text__link-actions">
        <Button onClick={() => submit()}>Add link</Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

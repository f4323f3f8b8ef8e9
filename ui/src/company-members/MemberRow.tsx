import { useState } from 'react';
import { Button } from '../button/Button.tsx';
import { formatDateTime } from '../format/format.ts';
import { TitleEditor } from './TitleEditor.tsx';
import type { CompanyMemberView } from './types.ts';

export interface MemberRowProps {
  /** The member shown. */
  member: CompanyMemberView;
  /** Shows the owner's controls (edit title, remove). */
  viewerIsOwner: boolean;
  /** True while an action on this member runs. */
  busy: boolean;
  /** Asks to remove the member (the parent confirms first). */
  onRemove(member: CompanyMemberView): void;
  /** Saves a new title. */
  onUpdateTitle(userId: string, title: string): void;
}

export function MemberRow({ member, viewerIsOwner, busy, onRemove, onUpdateTitle }: MemberRowProps) {
  const [editing, setEditing] = useState(false);
  const save = (title: string) => {
    setEditing(false);
    onUpdateTitle(member.userId, title);
  };
  return (
    <tr>
      <th scope="row">
        <span className="company-members__name">{member.displayName}</span>{' '}
        <span className="company-members__username">@{member.username}</span>
        {member.isOwner && <span className="company-members__badge">Owner</span>}
      </th>
      <td>{member.email}</td>
      <td>
        {editing ? (
          <TitleEditor displayName={member.displayName} title={member.title} onSave={save} onCancel={() => setEditing(false)} />
        ) : (
          (member.title ?? '')
        )}
      </td>
      <td>{formatDateTime(member.joinedAt)}</td>
      {viewerIsOwner && (
        <td>
          <div className="company-members__actions">
            {!editing && (
              <Button variant="ghost" onClick={() => setEditing(true)} disabled={busy}>
                Edit title<span className="visually-hidden"> of {member.displayName}</span>
              </Button>
            )}
            {!member.isOwner && (
              <Button variant="danger" loading={busy} onClick={() => onRemove(member)}>
                Remove<span className="visually-hidden"> {member.displayName}</span>
              </Button>
            )}
          </div>
        </td>
      )}
    </tr>
  );
}

import type { VariablesOf } from '../../graphql.ts';
import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { Button } from '@lurkit/ui/button/Button.tsx';
import { Checkbox } from '@lurkit/ui/checkbox/Checkbox.tsx';
import { formatDateTime } from '@lurkit/ui/format/format.ts';
import { TextField } from '@lurkit/ui/text-field/TextField.tsx';
import { Textarea } from '@lurkit/ui/textarea/Textarea.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useState } from 'react';
import { request } from '../../shared/api/gql-client.ts';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { useMissionFeed } from '../hooks/use-missions.ts';
import { SubmitMissionContentMutation, type CreatorMission } from '../operations/creator-missions.operations.ts';

const submit = (runId: string, items: VariablesOf<typeof SubmitMissionContentMutation>['items']) =>
  request(SubmitMissionContentMutation, { runId, items });

/**
 * The submit-content modal's form (spec 4): streams and videos picked from the creator's feed (those of
 * the run's period), an answer for each CUSTOM criterion (URL or message) and optionally a link to
 * content elsewhere. Content cannot be changed after submission.
 */
export function SubmitContentForm({
  mission,
  runId,
  onSubmitted,
}: {
  mission: NonNullable<CreatorMission>['mission'];
  runId: string;
  onSubmitted: () => Promise<unknown>;
}) {
  const custom = mission.criteria.flatMap((g) => g.criteria).filter((c) => c.metricType === 'CUSTOM');
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [contentUrl, setContentUrl] = useState('');
  const feed = useMissionFeed(runId);
  const [picked, setPicked] = useState<string[]>([]);
  const sending = useServerAction(submit);
  const toasts = useToasts();
  const errorAt = (field: string) => (sending.serverError?.field === field ? sending.serverError.message : undefined);
  const pickedPosts = (feed.data ?? []).filter((p) => picked.includes(p.id));
  const items = [
    ...pickedPosts.map((p) => ({ kind: 'feed', postId: p.id, postType: p.type })),
    ...custom
      .filter((c) => (answers[c.id] ?? '').trim() !== '')
      .map((c) =>
        c.submissionType === 'message'
          ? { kind: 'message', message: answers[c.id], criterionId: c.id }
          : { kind: 'url', url: answers[c.id], criterionId: c.id },
      ),
    ...(contentUrl.trim() ? [{ kind: 'url', url: contentUrl.trim() }] : []),
  ];
  return (
    <form
      noValidate
      aria-label="Submit content"
      onSubmit={async (event) => {
        event.preventDefault();
        const outcome = await sending.run(runId, items);
        if (!outcome.ok) return;
        const state = outcome.value.submitMissionContent.state;
        toasts.add({
          type: 'success',
          content:
            state === 'claimReward'
              ? 'Content successfully submitted and approved: claim your rewards.'
              : 'Content successfully submitted.',
        });
        await onSubmitted();
      }}
    >
      <h3>Submit content</h3>
      {sending.serverError && !sending.serverError.field?.includes('.') ? <Alert tone="error">{sending.serverError.message}</Alert> : null}
      <fieldset>
        <legend>Your streams and videos</legend>
        {!feed.data ? (
          <p>{feed.error ? 'Your streams and videos could not be loaded; add a link instead.' : 'Loading your streams and videos…'}</p>
        ) : feed.data.length === 0 ? (
          <p>No streams or videos from your connected channels since you joined yet.</p>
        ) : (
          feed.data.map((post) => (
            <Checkbox
              key={post.id}
              label={`${post.type === 'STREAM' ? 'Stream' : 'Video'} on ${post.provider}: ${post.title} (${formatDateTime(post.createdAt)})`}
              checked={picked.includes(post.id)}
              error={errorAt(`items.${pickedPosts.indexOf(post)}.postId`)}
              onChange={(e) => setPicked(e.target.checked ? [...picked, post.id] : picked.filter((id) => id !== post.id))}
            />
          ))
        )}
      </fieldset>
      {custom.map((c) =>
        c.submissionType === 'message' ? (
          <Textarea
            key={c.id}
            label={c.description ?? 'Message'}
            value={answers[c.id] ?? ''}
            onChange={(e) => setAnswers({ ...answers, [c.id]: e.target.value })}
          />
        ) : (
          <TextField
            key={c.id}
            label={`${c.description ?? 'Link'} (URL)`}
            type="url"
            value={answers[c.id] ?? ''}
            onChange={(e) => setAnswers({ ...answers, [c.id]: e.target.value })}
          />
        ),
      )}
      <TextField
        label="Link to your stream or video (optional)"
        type="url"
        value={contentUrl}
        error={errorAt(`items.${items.length - 1}.url`)}
        onChange={(e) => setContentUrl(e.target.value)}
      />
      <Button type="submit" loading={sending.submitting} disabled={items.length === 0}>
        Submit content
      </Button>
    </form>
  );
}

import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { Button } from '@lurkit/ui/button/Button.tsx';
import { TextField } from '@lurkit/ui/text-field/TextField.tsx';
import { Textarea } from '@lurkit/ui/textarea/Textarea.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useState } from 'react';
import { request } from '../../api/gql-client.ts';
import { useServerAction } from '../../forms/use-server-action.ts';
import { SubmitMissionContentMutation, type CreatorMission } from '../operations/creator-missions.operations.ts';

const submit = (runId: string, items: Record<string, unknown>[]) => request(SubmitMissionContentMutation, { runId, items });

/**
 * The submit-content modal's form (spec 4): an answer for each CUSTOM criterion (URL or message) and a
 * link to the stream or video that counts for the metrics. Content cannot be changed after submission.
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
  const sending = useServerAction(submit);
  const toasts = useToasts();
  const errorAt = (field: string) => (sending.serverError?.field === field ? sending.serverError.message : undefined);
  const items = [
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

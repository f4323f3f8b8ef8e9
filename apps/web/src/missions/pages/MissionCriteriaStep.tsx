import { Button } from '@lurkit/ui/button/Button.tsx';
import { Select } from '@lurkit/ui/select/Select.tsx';
import { TextField } from '@lurkit/ui/text-field/TextField.tsx';
import { Textarea } from '@lurkit/ui/textarea/Textarea.tsx';
import { METRICS, type Criterion, type MissionForm } from './mission-form.ts';

interface MissionCriteriaStepProps {
  form: MissionForm;
  set: (changes: Partial<MissionForm>) => void;
  errorAt: (field: string) => string | undefined;
}

/** The mission wizard's Completion criteria step: groups of criteria, all or at least one of each group (spec 2). */
export function MissionCriteriaStep({ form, set, errorAt }: MissionCriteriaStepProps) {
  const setCriterion = (g: number, c: number, changes: Partial<Criterion>) =>
    set({
      criteria: form.criteria.map((group, i) =>
        i !== g ? group : { ...group, criteria: group.criteria.map((x, j) => (j === c ? { ...x, ...changes } : x)) },
      ),
    });
  return (
    <>
      {form.criteria.map((group, g) => (
        <fieldset key={g}>
          <legend>Group {g + 1}</legend>
          <Select
            label="These criteria"
            value={group.operator}
            options={[
              { value: 'AND', label: 'All also need' },
              { value: 'OR', label: 'At least one' },
            ]}
            onChange={(e) =>
              set({
                criteria: form.criteria.map((x, i) => (i === g ? { ...x, operator: e.target.value === 'OR' ? 'OR' : 'AND' } : x)),
              })
            }
          />
          {group.criteria.map((c, i) => (
            <div key={i}>
              <Select
                label={`Criterion ${i + 1}`}
                value={c.metricType}
                options={METRICS}
                onChange={(e) =>
                  setCriterion(g, i, {
                    metricType: e.target.value,
                    ...(e.target.value === 'CLICKS' ? { url: '', callToAction: '' } : {}),
                    ...(e.target.value === 'CUSTOM' ? { description: '', submissionType: 'url' } : {}),
                  })
                }
              />
              <TextField
                label="Amount"
                inputMode="numeric"
                value={c.amount}
                error={errorAt(`criteria.${g}.criteria.${i}.amount`)}
                onChange={(e) => setCriterion(g, i, { amount: Number(e.target.value) })}
              />
              {c.metricType === 'CLICKS' ? (
                <>
                  <TextField
                    label="URL"
                    value={c.url ?? ''}
                    error={errorAt(`criteria.${g}.criteria.${i}.url`)}
                    onChange={(e) => setCriterion(g, i, { url: e.target.value })}
                  />
                  <TextField
                    label="Call to action"
                    value={c.callToAction ?? ''}
                    error={errorAt(`criteria.${g}.criteria.${i}.callToAction`)}
                    onChange={(e) => setCriterion(g, i, { callToAction: e.target.value })}
                  />
                </>
              ) : null}
              {c.metricType === 'CUSTOM' ? (
                <>
                  <Textarea
                    label="What to submit"
                    value={c.description ?? ''}
                    error={errorAt(`criteria.${g}.criteria.${i}.description`)}
                    onChange={(e) => setCriterion(g, i, { description: e.target.value })}
                  />
                  <Select
                    label="Submission type"
                    value={c.submissionType ?? 'url'}
                    options={[
                      { value: 'url', label: 'URL' },
                      { value: 'message', label: 'Message' },
                    ]}
                    onChange={(e) => setCriterion(g, i, { submissionType: e.target.value })}
                  />
                </>
              ) : null}
              <Button
                variant="ghost"
                onClick={() =>
                  set({
                    criteria: form.criteria.map((x, k) => (k === g ? { ...x, criteria: x.criteria.filter((_, j) => j !== i) } : x)),
                  })
                }
              >
                Remove criterion {i + 1}
              </Button>
            </div>
          ))}
          <Button
            variant="secondary"
            onClick={() =>
              set({
                criteria: form.criteria.map((x, k) =>
                  k === g ? { ...x, criteria: [...x.criteria, { metricType: 'VIDEO_VIEWS', amount: 1000 }] } : x,
                ),
              })
            }
          >
            Add a criterion
          </Button>
        </fieldset>
      ))}
      <Button
        variant="secondary"
        onClick={() => set({ criteria: [...form.criteria, { operator: 'OR', criteria: [{ metricType: 'VIDEO_VIEWS', amount: 1000 }] }] })}
      >
        Add a group
      </Button>
    </>
  );
}

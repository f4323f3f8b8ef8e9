import { ListRunEvents, runEventCursor } from '@lurkit/core/reporting/application/list-run-events.ts';
import { RUN_EVENT_TYPES, TIMELINE_ACTIVATION_TYPES, type RunTimelineEvent } from '@lurkit/core/reporting/domain/run-event.ts';
import { builder } from '../shared/builder.ts';
import { companyIdOf } from '../shared/company.ts';
import { resolveUseCasePage } from '../shared/connection.ts';

const TimelineActivationTypeEnum = builder.enumType('TimelineActivationType', { values: TIMELINE_ACTIVATION_TYPES });
const RunEventTypeEnum = builder.enumType('RunEventType', {
  values: RUN_EVENT_TYPES,
  description: "Spec 4's run events; created is a Key request, a Quest offer or joining a Mission.",
});
const RunEventByEnum = builder.enumType('RunEventBy', {
  values: ['COMPANY', 'SYSTEM', 'USER'] as const,
  description: 'Spec 3 action-by: USER is the creator.',
});

const RunTimelineEventRef = builder.objectRef<RunTimelineEvent>('RunTimelineEvent').implement({
  description: 'One thing that happened to a creator on one of the company’s activations.',
  fields: (t) => ({
    id: t.exposeID('id'),
    at: t.expose('at', { type: 'DateTime' }),
    activationType: t.expose('activationType', { type: TimelineActivationTypeEnum }),
    activationId: t.exposeID('activationId'),
    activationName: t.exposeString('activationName'),
    runId: t.exposeID('runId', { description: 'The Key campaign participant, Quest run or Mission run.' }),
    creatorId: t.exposeID('creatorId'),
    creatorName: t.exposeString('creatorName'),
    type: t.expose('type', { type: RunEventTypeEnum }),
    by: t.expose('by', { type: RunEventByEnum }),
  }),
});

builder.queryField('companyRunEvents', (t) =>
  t.connection({
    type: RunTimelineEventRef,
    description: "The company home's timeline: run events of the caller's company's Key campaigns, Quests and Missions, newest first.",
    authScopes: { companyMember: true },
    resolve: (_root, args, ctx) =>
      resolveUseCasePage(
        args,
        (page) => new ListRunEvents(ctx.scope.reporting).execute({ companyId: companyIdOf(ctx), page }),
        runEventCursor,
      ),
  }),
);

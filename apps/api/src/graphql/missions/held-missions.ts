import type { Mission } from '@lurkit/core/missions/domain/mission.entity.ts';
import { builder } from '../shared/builder.ts';
import { MissionRef } from './mission.types.ts';

/** Staff read at most this many held missions at once; a queue longer than that is worked from the top. */
const HELD_LIMIT = 100;

interface HeldMission {
  mission: Mission;
  companyName: string;
  heldSince: Date;
}

const HeldMissionRef = builder.objectRef<HeldMission>('HeldMission').implement({
  description: 'A mission held for account review: its company has not been reviewed yet (spec 4).',
  fields: (t) => ({
    mission: t.field({ type: MissionRef, resolve: (h) => h.mission }),
    companyName: t.exposeString('companyName'),
    heldSince: t.expose('heldSince', { type: 'DateTime' }),
  }),
});

builder.queryField('heldMissions', (t) =>
  t.field({
    type: [HeldMissionRef],
    description: "Staff: missions held for account review (a company's first published item), longest waiting first.",
    authScopes: { staff: true },
    resolve: async (_root, _args, ctx) => {
      const held = await ctx.scope.missions.held.listHeld(HELD_LIMIT);
      const missions = new Map((await ctx.scope.missions.missions.findByIds(held.map((h) => h.missionId))).map((m) => [m.id, m]));
      return held.flatMap((h) => {
        const mission = missions.get(h.missionId);
        return mission ? [{ mission, companyName: h.companyName, heldSince: h.heldSince }] : [];
      });
    },
  }),
);

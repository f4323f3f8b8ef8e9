import * as v from 'valibot';
import type { AccountsDeps } from '@lurkit/core/accounts/application/accounts-deps.ts';
import { displayNameSchema, emailSchema, usernameSchema } from '@lurkit/core/accounts/domain/account-fields.schema.ts';
import type { CompanyType } from '@lurkit/core/accounts/domain/company-fields.schema.ts';
import type { Company } from '@lurkit/core/accounts/domain/company.entity.ts';
import { createUser, type User, type UserType } from '@lurkit/core/accounts/domain/user.entity.ts';
import { addMs, DAY_MS } from '@lurkit/core/shared/time.ts';
import { seededUuid, type SeededRandom } from './seeded-random.ts';

export const DEMO_PASSWORD = 'demopassword1';
export const DEMO_COMPANY_USERNAME = 'democompany';
export const DEMO_CREATOR_USERNAME = 'democreator';
export const DEMO_STAFF_USERNAME = 'demostaff';
/** Spec 6 gives no figure; enough creators for browsing, matchmaking and insights to look real. */
export const DEMO_CREATOR_COUNT = 320;

const FIRST = [
  'nova',
  'pixel',
  'lumi',
  'frost',
  'echo',
  'ember',
  'vex',
  'kira',
  'drift',
  'orbit',
  'sable',
  'rune',
  'tali',
  'zed',
  'mira',
  'juno',
];
const SECOND = ['plays', 'streams', 'gg', 'live', 'tv', 'games', 'fps', 'crafts', 'speedruns', 'raid', 'arcade', 'quest'];
const COMPANIES: readonly { name: string; type: CompanyType; verified: boolean; members: number }[] = [
  { name: 'Northern Lights Games', type: 'largeGameStudio', verified: true, members: 3 },
  { name: 'Pixel Harbor', type: 'smallGameStudio', verified: true, members: 1 },
  { name: 'Bluefjord Publishing', type: 'publisher', verified: true, members: 2 },
  { name: 'Loud Parrot Agency', type: 'agency', verified: false, members: 1 },
  { name: 'Glacier Energy Drinks', type: 'brand', verified: false, members: 2 },
];

/** Every demo account runs through core's own field rules, like a registration would. */
function checked(username: string, displayName: string, email: string) {
  v.parse(usernameSchema, username);
  v.parse(displayNameSchema, displayName);
  return { username, displayName, email: v.parse(emailSchema, email) };
}

export interface SeededAccounts {
  staffId: string;
  companies: { id: string; name: string; ownerId: string; memberIds: string[] }[];
  creators: User[];
}

/**
 * The people of the demo world: `democompany` owning "Demo Studio", `democreator`, `demostaff`, five
 * more companies with owners and members, and the creators. One password hash serves every account,
 * because argon2id per account would take most of a minute.
 */
export async function seedAccounts(deps: AccountsDeps, random: SeededRandom): Promise<SeededAccounts> {
  const now = deps.clock.now();
  const passwordHash = await deps.hasher.hash(DEMO_PASSWORD);
  const account = async (
    fields: { username: string; displayName: string; email: string },
    userType: UserType,
    ageDays: number,
    isStaff = false,
  ) => {
    const created = addMs(now, -ageDays * DAY_MS);
    const user: User = {
      ...createUser({ id: seededUuid(random), ...fields, passwordHash, userType, now: created }),
      emailVerifiedAt: created,
      isStaff,
    };
    await deps.users.save(user);
    return user;
  };
  const company = async (name: string, type: CompanyType, isVerified: boolean, owner: User, members: User[]) => {
    const joined = (user: User, isOwner: boolean) => ({
      userId: user.id,
      isOwner,
      title: isOwner ? 'Owner' : null,
      joinedAt: user.createdAt,
    });
    const record: Company = {
      id: seededUuid(random),
      name,
      type,
      website: `https://${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example.com`,
      email: owner.email,
      billingEmail: null,
      isVerified,
      createdAt: owner.createdAt,
      members: [joined(owner, true), ...members.map((m) => joined(m, false))],
    };
    await deps.companies.save(record);
    return { id: record.id, name, ownerId: owner.id, memberIds: members.map((m) => m.id) };
  };

  const staff = await account(checked(DEMO_STAFF_USERNAME, 'LurkitStaff', 'demostaff@example.com'), 'User', 400, true);
  const demoOwner = await account(checked(DEMO_COMPANY_USERNAME, DEMO_COMPANY_USERNAME, 'democompany@example.com'), 'Company', 200);
  const companies = [await company('Demo Studio', 'smallGameStudio', true, demoOwner, [])];
  for (const [index, spec] of COMPANIES.entries()) {
    const slug = spec.name
      .toLowerCase()
      .replace(/[^a-z]+/g, '')
      .slice(0, 12);
    const person = (role: string, n: number) =>
      checked(`${slug}${role}${n}`.slice(0, 25), `${slug}${role}${n}`, `${role}${n}@${slug}.example.com`);
    const owner = await account(person('owner', index), 'Company', random.int(60, 700));
    const members = [];
    for (let m = 0; m < spec.members; m += 1) members.push(await account(person('member', m), 'Company', random.int(10, 300)));
    companies.push(await company(spec.name, spec.type, spec.verified, owner, members));
  }

  const creators = [await account(checked(DEMO_CREATOR_USERNAME, DEMO_CREATOR_USERNAME, 'democreator@example.com'), 'Creator', 500)];
  for (let n = 1; creators.length < DEMO_CREATOR_COUNT; n += 1) {
    const name = `${random.pick(FIRST)}${random.pick(SECOND)}${n}`;
    const display = `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
    creators.push(await account(checked(name, display, `${name}@creators.example.com`), 'Creator', random.int(35, 2500)));
  }
  return { staffId: staff.id, companies, creators };
}

import * as v from 'valibot';
import type { AccountsDeps } from '@lurkit/core/accounts/application/accounts-deps.ts';
import { displayNameSchema, emailSchema, usernameSchema } from '@lurkit/core/accounts/domain/account-fields.schema.ts';
import {
  companyNameSchema,
  memberTitleSchema,
  websiteSchema,
  type CompanyType,
} from '@lurkit/core/accounts/domain/company-fields.schema.ts';
import type { Company, CompanyMember } from '@lurkit/core/accounts/domain/company.entity.ts';
import { createUser, type User, type UserType } from '@lurkit/core/accounts/domain/user.entity.ts';
import { addMs, DAY_MS } from '@lurkit/core/shared/time.ts';
import type { SeededRandom } from './seeded-random.ts';

export const DEMO_PASSWORD = 'demopassword1';
export const DEMO_COMPANY_USERNAME = 'democompany';
export const DEMO_CREATOR_USERNAME = 'democreator';
export const DEMO_STAFF_USERNAME = 'demostaff';
/** Spec 6 gives no figure; enough creators for browsing, matchmaking and insights to look real. */
export const DEMO_CREATOR_COUNT = 320;

const NAME_STARTS = [
  ...['nova', 'pixel', 'lumi', 'frost', 'echo', 'ember', 'vex', 'kira', 'drift', 'orbit', 'sable', 'rune'],
  ...['tali', 'zed', 'mira', 'juno', 'bram', 'cosmo', 'dusk', 'fable', 'gus', 'holly', 'iris', 'jade'],
  ...['koda', 'luna', 'moss', 'nyx', 'otto', 'pip', 'quill', 'rook', 'sol', 'toby', 'vale', 'wren'],
];
const NAME_ENDS = [
  ...['plays', 'streams', 'gg', 'live', 'tv', 'games', 'fps', 'crafts', 'speedruns', 'raids', 'arcade', 'quest'],
  ...['cozy', 'builds', 'clips', 'lore', 'retro', 'vr'],
];
const PEOPLE = ['astrid', 'bjorn', 'chloe', 'diego', 'elin', 'farid', 'greta', 'hugo', 'ines', 'jonas', 'karin', 'leo', 'maja', 'nils'];
const TITLES = ['Producer', 'Community Manager', 'Marketing Lead'];
/** Every company type, verified and not, so staff review and both company views have something to show. */
const COMPANIES: readonly { name: string; type: CompanyType; verified: boolean; members: number }[] = [
  { name: 'Northern Lights Games', type: 'largeGameStudio', verified: true, members: 3 },
  { name: 'Pixel Harbor', type: 'smallGameStudio', verified: true, members: 1 },
  { name: 'Bluefjord Publishing', type: 'publisher', verified: true, members: 2 },
  { name: 'Loud Parrot Agency', type: 'agency', verified: false, members: 1 },
  { name: 'Glacier Energy Drinks', type: 'brand', verified: false, members: 2 },
];

export interface DemoCompany {
  id: string;
  name: string;
  ownerId: string;
  memberIds: string[];
  isVerified: boolean;
}

export interface SeededAccounts {
  staffId: string;
  /** "Demo Studio" (owned by `democompany`) first. */
  companies: DemoCompany[];
  /** `democreator` first. */
  creators: { id: string; username: string; displayName: string }[];
}

type Seeding = Pick<AccountsDeps, 'users' | 'companies' | 'hasher'>;
type Fields = { username: string; displayName: string; email: string };

/** Every demo account passes core's own field rules, as a registration would. */
function checked(username: string, displayName: string, email: string): Fields {
  return {
    username: v.parse(usernameSchema, username),
    displayName: v.parse(displayNameSchema, displayName),
    email: v.parse(emailSchema, email),
  };
}

const capitalized = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/**
 * The people of the demo world: `democompany` owning "Demo Studio" (as registration leaves it, then
 * verified), `democreator`, the staff user `demostaff`, five more companies with owners and members,
 * and the creators. One password hash serves every account: argon2id per account would take most of
 * a minute. Users are saved one by one through the port (no batch save there); on a local database
 * that is well under a second for the whole world.
 */
export async function seedAccounts(deps: Seeding, random: SeededRandom, now: Date): Promise<SeededAccounts> {
  const passwordHash = await deps.hasher.hash(DEMO_PASSWORD);
  const account = async (fields: Fields, userType: UserType, ageDays: number, isStaff = false) => {
    const created = addMs(now, -ageDays * DAY_MS);
    const user: User = {
      ...createUser({ id: random.uuid(), ...fields, passwordHash, userType, now: created }),
      emailVerifiedAt: created,
      isStaff,
    };
    await deps.users.save(user);
    return user;
  };
  const member = (user: User, isOwner: boolean, title: string | null): CompanyMember => ({
    userId: user.id,
    isOwner,
    title: title === null ? null : v.parse(memberTitleSchema, title),
    joinedAt: user.createdAt,
  });
  const company = async (
    fields: Pick<Company, 'name' | 'type' | 'website' | 'isVerified'>,
    owner: User,
    members: readonly CompanyMember[],
  ): Promise<DemoCompany> => {
    const record: Company = {
      ...fields,
      id: random.uuid(),
      name: v.parse(companyNameSchema, fields.name),
      website: v.parse(websiteSchema, fields.website),
      email: owner.email,
      billingEmail: null,
      createdAt: owner.createdAt,
      members,
    };
    await deps.companies.save(record);
    return {
      id: record.id,
      name: record.name,
      ownerId: owner.id,
      memberIds: members.filter((m) => !m.isOwner).map((m) => m.userId),
      isVerified: record.isVerified,
    };
  };

  const staff = await account(checked(DEMO_STAFF_USERNAME, 'LurkitStaff', 'demostaff@example.com'), 'User', 400, true);
  const demoOwner = await account(checked(DEMO_COMPANY_USERNAME, DEMO_COMPANY_USERNAME, 'democompany@example.com'), 'Company', 200);
  const companies = [
    await company(
      { name: 'Demo Studio', type: 'smallGameStudio', website: 'https://demo-studio.example.com', isVerified: true },
      demoOwner,
      [member(demoOwner, true, null)],
    ),
  ];
  let person = 0;
  for (const spec of COMPANIES) {
    const slug = spec.name.toLowerCase().replace(/[^a-z]+/g, '');
    const employee = async (ageDays: number) => {
      const first = PEOPLE[person % PEOPLE.length] ?? 'alex';
      person += 1;
      const fields = checked(`${first}${slug}`.slice(0, 25), `${capitalized(first)}${capitalized(slug)}`, `${first}@${slug}.example.com`);
      return account(fields, 'Company', ageDays);
    };
    const owner = await employee(random.int(60, 700));
    const members = [member(owner, true, 'Founder')];
    for (let m = 0; m < spec.members; m += 1) members.push(member(await employee(random.int(10, 59)), false, TITLES[m] ?? null));
    const website = `https://${slug}.example.com`;
    companies.push(await company({ name: spec.name, type: spec.type, website, isVerified: spec.verified }, owner, members));
  }

  const demoCreator = await account(checked(DEMO_CREATOR_USERNAME, DEMO_CREATOR_USERNAME, 'democreator@example.com'), 'Creator', 500);
  const creators: User[] = [demoCreator];
  const taken = new Set([DEMO_CREATOR_USERNAME]);
  while (creators.length < DEMO_CREATOR_COUNT) {
    const start = random.pick(NAME_STARTS);
    const end = random.pick(NAME_ENDS);
    const suffix = random.chance(0.35) ? String(random.int(1, 99)) : '';
    const username = `${start}${end}${suffix}`;
    // Display names are unique ignoring case, like usernames, so one taken set guards both.
    if (taken.has(username)) continue;
    taken.add(username);
    const fields = checked(username, `${capitalized(start)}${capitalized(end)}${suffix}`, `${username}@creators.example.com`);
    creators.push(await account(fields, 'Creator', random.int(35, 2500)));
  }
  return {
    staffId: staff.id,
    companies,
    creators: creators.map(({ id, username, displayName }) => ({ id, username, displayName })),
  };
}

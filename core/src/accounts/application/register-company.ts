import * as v from 'valibot';
import { newId } from '../../shared/ids.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { companyNameSchema, companyTypeSchema, websiteSchema, type CompanyType } from '../domain/company-fields.schema.ts';
import type { Company } from '../domain/company.entity.ts';
import { InvalidCompanyField } from '../domain/company.errors.ts';
import { sendVerificationLink } from './account-tokens.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { checkNewAccount, openAccount, type NewAccountError, type NewAccountInput } from './new-account.ts';

export interface RegisterCompanyInput extends NewAccountInput {
  companyName: string;
  companyType: string;
  website: string;
}
export interface RegisterCompanyOutput {
  userId: string;
  userType: 'Company' | 'User';
}
export type RegisterCompanyError = NewAccountError | InvalidCompanyField;

type Deps = Pick<AccountsDeps, 'users' | 'companies' | 'hasher' | 'clock' | 'tokens' | 'mailer' | 'appUrl' | 'limits'>;

function parseField<T>(schema: v.GenericSchema<unknown, T>, field: string, raw: unknown): Result<T, InvalidCompanyField> {
  const parsed = v.safeParse(schema, raw);
  return parsed.success ? ok(parsed.output) : err(new InvalidCompanyField(field, parsed.issues[0].message));
}

export class RegisterCompany {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: RegisterCompanyInput): Promise<Result<RegisterCompanyOutput, RegisterCompanyError>> {
    const name = parseField(companyNameSchema, 'companyName', input.companyName);
    if (!name.ok) return name;
    const type = parseField<CompanyType>(companyTypeSchema, 'companyType', input.companyType);
    if (!type.ok) return type;
    const website = parseField(websiteSchema, 'website', input.website);
    if (!website.ok) return website;
    const fields = await checkNewAccount(this.deps, input);
    if (!fields.ok) return fields;

    // Spec: registering with an existing company name creates only a normal User; joining that
    // company takes an invitation from its owner.
    if (await this.deps.companies.findByName(name.value)) {
      const user = await openAccount(this.deps, fields.value, 'User');
      await sendVerificationLink(this.deps, user, 'sign-up');
      return ok({ userId: user.id, userType: 'User' });
    }
    const user = await openAccount(this.deps, fields.value, 'Company');
    const company: Company = {
      id: newId(),
      name: name.value,
      type: type.value,
      website: website.value,
      email: fields.value.email,
      billingEmail: null,
      isVerified: false,
      createdAt: user.createdAt,
      members: [{ userId: user.id, isOwner: true, title: null, joinedAt: user.createdAt }],
    };
    await this.deps.companies.save(company);
    await sendVerificationLink(this.deps, user, 'sign-up');
    return ok({ userId: user.id, userType: 'Company' });
  }
}

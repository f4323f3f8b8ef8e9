import { err, ok, type Result } from '../../shared/result.ts';
import { UserNotFound } from '../domain/accounts.errors.ts';
import { loadAccountView, type AccountView } from './account-view.ts';
import type { AccountsDeps } from './accounts-deps.ts';

type Deps = Pick<AccountsDeps, 'users' | 'companies'>;

export class GetAccount {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: { userId: string }): Promise<Result<AccountView, UserNotFound>> {
    const user = await this.deps.users.findById(input.userId);
    if (!user) return err(new UserNotFound());
    return ok(await loadAccountView(this.deps, user));
  }
}

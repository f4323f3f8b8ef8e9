import { builder } from './shared/builder.ts';
import './shared/money.ts';
import './accounts/account.ts';
import './accounts/registration.ts';
import './accounts/password.ts';
import './accounts/company-members.ts';

export const schema = builder.toSchema();

import { builder } from '../builder.ts';
import './account.ts';
import './registration.ts';
import './password.ts';
import './company-members.ts';

export const schema = builder.toSchema();

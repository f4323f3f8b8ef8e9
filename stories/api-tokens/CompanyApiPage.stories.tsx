import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ResultOf } from 'gql.tada';
import { expect, within } from 'storybook/test';
import {
  ApiTokensQuery,
  CreateApiTokenMutation,
  RevokeApiTokenMutation,
} from '../../apps/web/src/api-tokens/operations/api-tokens.operations.ts';
import { CompanyApiPage } from '../../apps/web/src/api-tokens/pages/CompanyApiPage.tsx';
import { clickButton, expectFieldError, fillFields } from '../../ui/src/story-helpers/form-play.ts';
import { gqlData, gqlError } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { loadingStory, refusedStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';

const apiTokens: ResultOf<typeof ApiTokensQuery>['apiTokens'] = [
  {
    id: '00000000-0000-4000-8000-0000000000f1',
    name: 'Nightly reporting sync',
    scopes: ['read:reporting'],
    hint: 'lkt_Ab3x',
    createdAt: '2026-03-02T09:00:00.000Z',
    lastUsedAt: '2026-03-04T02:15:00.000Z',
  },
];
const created: ResultOf<typeof CreateApiTokenMutation> = {
  createApiToken: {
    token: { id: '00000000-0000-4000-8000-0000000000f2', name: 'Code import' },
    value: 'lkt_Q9zPpW2mK7vT1sN8rY4cL6dF0hJ5gB3eU9iO2aZx',
  },
};

const meta = {
  title: 'Pages/API tokens/Company API',
  component: CompanyApiPage,
  ...pageMeta({ url: '/company/settings/api', role: 'companyOwner', network: [gqlData(ApiTokensQuery, { apiTokens })] }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory(ApiTokensQuery);

/** A member who is not an owner reads the documentation, not the tokens. */
export const MemberRefused: Story = refusedStory(ApiTokensQuery, {
  code: 'API_TOKENS.OWNER_ONLY',
  message: 'Only company owners manage API tokens.',
});

export const Empty: Story = {
  parameters: pageAt({ network: [gqlData(ApiTokensQuery, { apiTokens: [] })] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No API tokens yet')).toBeVisible();
    await expect(canvas.getByText('companyReport')).toBeVisible();
  },
};

/** The owner's view: the form, the token list and the operations of each scope with a curl example. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('rowheader', { name: /Nightly reporting sync/ })).toBeVisible();
    await expect(canvas.getByLabelText('Token name')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Calling the API' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'API' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The new value is shown once, in place of the form, until the owner says it is copied. */
export const Created: Story = {
  parameters: pageAt({ network: [gqlData(CreateApiTokenMutation, created), gqlData(ApiTokensQuery, { apiTokens })] }),
  play: async (context) => {
    const { canvas, userEvent } = context;
    await canvas.findByRole('rowheader', { name: /Nightly reporting sync/ });
    await fillFields(context, { 'Token name': 'Code import' });
    await userEvent.click(canvas.getByLabelText(/^write:codes/));
    await clickButton(context, 'Create token');
    await expect(await canvas.findByText(created.createApiToken.value)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'I have copied it' }));
    await expect(canvas.queryByText(created.createApiToken.value)).not.toBeInTheDocument();
  },
};

export const CreateRefused: Story = {
  parameters: pageAt({
    network: [
      gqlError(CreateApiTokenMutation, { code: 'VALIDATION.INVALID_FIELD', message: 'Name the token.', field: 'name' }),
      gqlData(ApiTokensQuery, { apiTokens }),
    ],
  }),
  play: async (context) => {
    await context.canvas.findByRole('rowheader', { name: /Nightly reporting sync/ });
    await fillFields(context, { 'Token name': 'x' });
    await context.userEvent.click(context.canvas.getByLabelText(/^read:insights/));
    await clickButton(context, 'Create token');
    await expectFieldError(context.canvas, 'Token name', 'Name the token.');
  },
};

export const Revoke: Story = {
  parameters: pageAt({
    network: [gqlData(RevokeApiTokenMutation, { revokeApiToken: { id: apiTokens[0]!.id } }), gqlData(ApiTokensQuery, { apiTokens })],
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Revoke Nightly reporting sync' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Revoke token' }));
    // The toast sits outside the page's canvas.
    await expect(await within(document.body).findByText('API token revoked.')).toBeInTheDocument();
  },
};

const widths = atEachWidth(Filled);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;

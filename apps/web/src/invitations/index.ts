/** The invitations context's door: what other contexts of this layer may import from it. */
export { type ActivationType } from './activation-href.ts';
export { CampaignInvitation } from './pages/CampaignInvitation.tsx';
export { InvitationOffers } from './pages/InvitationOffers.tsx';
export { InviteCreatorsPanel } from './pages/InviteCreatorsPanel.tsx';

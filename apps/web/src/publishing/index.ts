/** The publishing context's door: what other contexts of this layer may import from it. */
export { isEndedStatus } from './pages/activation-tabs.ts';
export { CreateActivation } from './pages/CreateActivation.tsx';
export { type HeldQueueKind, StaffHeldQueuePage } from './pages/StaffHeldQueuePage.tsx';

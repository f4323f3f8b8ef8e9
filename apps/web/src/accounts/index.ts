/** The accounts context's door: what other contexts of this layer may import from it. */
export { useMe } from './hooks/use-me.ts';
export { useMyProfile } from './hooks/use-my-profile.ts';
export { saveAddress } from './operations/profile.operations.ts';
export { CompanySettingsTabs } from './pages/CompanySettingsTabs.tsx';
export { UserSettingsTabs } from './pages/UserSettingsTabs.tsx';
export { searchCreatorsByName } from './operations/creator-names.operations.ts';

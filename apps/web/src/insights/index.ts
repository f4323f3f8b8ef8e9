/** The insights context's door: what other contexts of this layer may import from it. */
export { CreatorNameCell } from './pages/CreatorNameCell.tsx';
export { RoleHome } from './pages/RoleHome.tsx';

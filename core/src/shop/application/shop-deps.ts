import type { ClockPort } from '../../shared/clock.port.ts';
import type { ShopRepositoryPort } from '../ports/shop-repository.port.ts';

export interface ShopDeps {
  shop: ShopRepositoryPort;
  clock: ClockPort;
}

import { plural } from '../format/format.ts';

/** "1,250 Lurkcoins"; one coin reads "1 Lurkcoin". */
export const formatCoins = (coins: number): string => plural(coins, 'Lurkcoin');

const COINS = new Intl.NumberFormat('en-US');

/** "1,250 Lurkcoins"; one coin reads "1 Lurkcoin". */
export const formatCoins = (coins: number): string => `${COINS.format(coins)} ${Math.abs(coins) === 1 ? 'Lurkcoin' : 'Lurkcoins'}`;

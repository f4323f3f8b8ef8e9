import * as v from 'valibot';

/** How many games a company home follows at once (the games selection). */
export const COMPANY_HOME_MAX_GAMES = 10;

/** The company home's games selection: empty follows every game. */
export const companyHomeSelectionSchema = v.object({
  gameIds: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), v.trim(), v.nonEmpty())),
      v.maxLength(COMPANY_HOME_MAX_GAMES, `Choose up to ${COMPANY_HOME_MAX_GAMES} games.`),
    ),
    [],
  ),
});

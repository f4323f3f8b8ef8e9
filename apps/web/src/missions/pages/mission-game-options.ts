/**
 * The games a mission may name: the company's games are the games of its Code Manager items (the
 * catalogue it keeps codes for), with any game the mission already names kept choosable.
 */
export const missionGameOptions = (items: readonly { game: string | null }[], chosen: readonly string[]) =>
  [...new Set([...items.flatMap((i) => (i.game ? [i.game] : [])), ...chosen])].sort((x, y) => x.localeCompare(y));

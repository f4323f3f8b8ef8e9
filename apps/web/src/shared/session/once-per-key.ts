/** Answers true the first time it sees a key and false afterwards (the User Init event goes once per user id). */
export function oncePerKey(): (key: string) => boolean {
  const seen = new Set<string>();
  return (key) => {
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
}
